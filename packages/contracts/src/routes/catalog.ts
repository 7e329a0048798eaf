import { z } from 'zod';
import {
  banlistFormatsResponse,
  banlistInForceResponse,
  cardSearchResponse,
  cardsResponse,
  maxCardSearchIds,
  setCardsByIdResponse,
  setCardsResponse,
  setsResponse,
  systemBanlistResponse,
} from '../api/catalog';
import { banlistInForceQuery, internalCardSearchBody, passcode, yugiohGame } from '../calls/catalog';
import { banlistFormat } from '../entities';
import { objectId, queryList } from '../primitives';
import { defineRoute } from './define';

/** Printing ids are 24 hex digits; a whole collection's fit in one call. */
const setCardIds = z.array(objectId).max(maxCardSearchIds);
/** Printings by id, the ids in the body (for lists too long for a URL). */
export const setCardIdsBody = z.object({ setCardIds });

/** The catalog: sets, cards, printings, banlists and their images (reference data, read only). */
export const catalogRoutes = {
  cardImage: defineRoute({
    method: 'GET',
    path: '/card-images/:kind/:file',
    summary: 'A card or set image',
    description:
      'A JPEG: `cards/<passcode>.jpg`, `cards_small/<passcode>.jpg` or `sets/<set code>.jpg`. Kept a month by browsers; an image the catalog does not have is 404, and many unknown names in a row are refused with 429.',
    token: 'none',
    params: z.object({ kind: z.enum(['cards', 'cards_small', 'sets']), file: z.string() }),
    replyType: 'image/jpeg',
    refusals: [404, 429, 503],
  }),
  listSets: defineRoute({
    method: 'GET',
    path: '/rest/api/sets',
    summary: 'Every card set, oldest first',
    token: 'user',
    query: z.object({ game: yugiohGame }),
    reply: setsResponse,
    refusals: [503],
  }),
  setCards: defineRoute({
    method: 'GET',
    path: '/rest/api/sets/:id/cards',
    summary: "A set's printings with their cards and rarities",
    token: 'user',
    params: z.object({ id: objectId }),
    reply: setCardsResponse,
    refusals: [404, 503],
  }),
  cardsById: defineRoute({
    method: 'GET',
    path: '/rest/api/cards',
    summary: 'Cards by passcode, in the order asked',
    description:
      "Repeat `cardIds` for several cards; any artwork's passcode finds its card; unknown ones are left out.",
    token: 'user',
    query: z.object({ game: yugiohGame, cardIds: queryList(passcode, maxCardSearchIds) }),
    reply: cardsResponse,
    refusals: [503],
  }),
  searchCards: defineRoute({
    method: 'POST',
    path: '/rest/api/cards/search',
    summary: 'Search cards, one page at a time',
    description:
      "The collection's sorts and filters over the listed cards, or over every card when `cardIds` is left out.",
    token: 'user',
    body: internalCardSearchBody,
    reply: cardSearchResponse,
    refusals: [503],
  }),
  setCardsById: defineRoute({
    method: 'GET',
    path: '/rest/api/set-cards',
    summary: 'Printings by id',
    description: 'Repeat `setCardIds` for several; unknown ones are left out. For long lists, POST the ids.',
    token: 'user',
    query: z.object({ setCardIds: queryList(objectId).pipe(setCardIds) }),
    reply: setCardsByIdResponse,
    refusals: [503],
  }),
  setCardsByIdInBody: defineRoute({
    method: 'POST',
    path: '/rest/api/set-cards',
    summary: 'Printings by id, the ids in the body',
    token: 'user',
    body: setCardIdsBody,
    reply: setCardsByIdResponse,
    refusals: [503],
  }),
  banlistFormats: defineRoute({
    method: 'GET',
    path: '/rest/api/banlist/system/format',
    summary: 'The banlist formats',
    token: 'user',
    reply: banlistFormatsResponse,
  }),
  banlistInForce: defineRoute({
    method: 'GET',
    path: '/rest/api/banlist/system/in-force',
    summary: "A format's banlist in force on a date",
    token: 'user',
    query: banlistInForceQuery,
    reply: banlistInForceResponse,
    refusals: [404, 503],
  }),
  systemBanlist: defineRoute({
    method: 'GET',
    path: '/rest/api/banlist/system',
    summary: "Every version of a format's banlist",
    token: 'user',
    query: z.object({ format: banlistFormat }),
    reply: systemBanlistResponse,
    refusals: [503],
  }),
};
