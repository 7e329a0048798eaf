import { decksRoutes } from '@progression/contracts/routes';
import { validate } from '@progression/service-kit';

// Each part as the public route declares it: ids that go into a query or another service's URL are
// ObjectIds, so anything else is a clear 400.
export const listDecks = validate({ query: decksRoutes.listDecks.query });
/** The game a new deck goes into, read before the access check; the deck (the body) after it. */
export const deckGameOf = validate({ query: decksRoutes.createDeck.query });
export const createDeck = validate({ body: decksRoutes.createDeck.body });
/** The new deck (the body), read after the access check; the deck's id is `deckById`'s. */
export const updateDeck = validate({ body: decksRoutes.saveDeck.body });
export const deckById = validate({ params: decksRoutes.getDeck.params });
export const exportDeck = validate({
  params: decksRoutes.exportDeck.params,
  query: decksRoutes.exportDeck.query,
});
export const importDeck = validate({ body: decksRoutes.importDeck.body });
