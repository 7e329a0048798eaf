import { z } from 'zod';
import {
  createDeckPayload,
  deckExportQuery,
  decksQuery,
  hasOneDeckFile,
  importDeckFields,
  messages,
  objectId,
  updateDeckPayload,
} from '@progression/contracts';
import { validate } from '@progression/service-kit';

// Ids that go into a query or another service's URL are ObjectIds: anything else is a clear 400.
const deckParams = z.object({ id: objectId });

export const listDecks = validate({
  query: decksQuery.extend({ gameId: objectId, playerId: objectId.optional() }),
});
export const createDeck = validate({ body: createDeckPayload.extend({ gameId: objectId }) });
/** The new deck (the body), read after the access check; the deck's id is `deckById`'s. */
export const updateDeck = validate({ body: updateDeckPayload });
export const deckById = validate({ params: deckParams });
export const exportDeck = validate({ params: deckParams, query: deckExportQuery });
export const importDeck = validate({
  body: importDeckFields
    .extend({ gameId: objectId })
    .refine(hasOneDeckFile, { error: messages.decks.notADeckFile, path: ['ydk'] }),
});
