import { z } from 'zod';
import {
  createDeckPayload,
  deckGameQuery,
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
/** The game a new deck goes into, read before the access check; the deck (the body) after it. */
export const deckGameOf = validate({ query: deckGameQuery.extend({ gameId: objectId }) });
export const createDeck = validate({ body: createDeckPayload });
/** The new deck (the body), read after the access check; the deck's id is `deckById`'s. */
export const updateDeck = validate({ body: updateDeckPayload });
export const deckById = validate({ params: deckParams });
export const exportDeck = validate({ params: deckParams, query: deckExportQuery });
export const importDeck = validate({
  body: importDeckFields.refine(hasOneDeckFile, { error: messages.decks.notADeck, path: ['text'] }),
});
