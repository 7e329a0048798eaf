import { z } from 'zod';
import {
  banlistInForceResponse,
  cardSearchBody,
  cardSearchResponse,
  cardsQuery,
  cardsResponse,
  maxCardSearchIds,
  maxPrintingsOfCardsIds,
  printingsOfCardsResponse,
  setCardsByIdResponse,
  setCardsResponse,
  setsQuery,
  setsResponse,
} from '../api/catalog';
import { banlistFormat, card, cardSetType, printingRarity } from '../entities';
import { messages } from '../messages';
import { id, objectId } from '../primitives';
import { defineCall } from './define';

/** `game`: YUGIOH only, with a clear message for any other value. */
export const yugiohGame = z
  .string({ error: messages.catalog.gameRequired })
  .refine((game) => game === 'YUGIOH', {
    error: (issue) => messages.catalog.unsupportedGame(String(issue.input)),
  });

/** A card id as the catalog keys cards: a passcode of at most 12 digits (any artwork's). */
export const passcode = z
  .string({ error: messages.catalog.invalidCardId })
  .regex(/^\d{1,12}$/, { error: messages.catalog.invalidCardId });

/** A set's pack layout and the set it belongs to (drafts roll packs from it). */
export const packLayoutResponse = z.object({
  setId: id,
  setCode: z.string(),
  setName: z.string(),
  type: cardSetType,
  kind: z.enum(['RANDOM_PACK', 'FIXED_LIST', 'NONE']),
  distribution: z.string().nullable(),
  slots: z.array(
    z.object({
      count: z.number().int().min(1),
      proportionate: z.boolean(),
      options: z.array(z.object({ rarities: z.array(printingRarity), chance: z.number().nullable() })),
    }),
  ),
  fixedList: z.array(z.object({ setCardId: z.string(), quantity: z.number().int().min(1) })),
});
export type PackLayoutResponse = z.infer<typeof packLayoutResponse>;

/** The version of a format in force on a date (`YYYY-MM-DD`). */
export const banlistInForceQuery = z.object({
  format: banlistFormat,
  date: z.iso.date({ error: messages.catalog.dateFormat }),
});

/** The card search as services send it: passcodes as ids, YUGIOH unless said. */
export const internalCardSearchBody = cardSearchBody.extend({
  game: yugiohGame.default('YUGIOH'),
  cardIds: z.array(passcode).max(maxCardSearchIds).optional(),
});
export type InternalCardSearchBody = z.infer<typeof internalCardSearchBody>;

/** Names one exact-name lookup may carry (a pasted card list, each line read two ways at most). */
export const maxCardNamesPerLookup = 500;

/**
 * Cards by exact name, case aside and surrounding whitespace ignored (decks reads a pasted card list):
 * each name the catalog knows with its card, in the order asked; unknown names are left out.
 */
export const cardsByNameBody = z.object({
  names: z.array(z.string().max(200)).min(1).max(maxCardNamesPerLookup),
});
export const cardsByNameResponse = z.object({ cards: z.array(z.object({ name: z.string(), card })) });
export type CardsByNameResponse = z.infer<typeof cardsByNameResponse>;

/**
 * What other services ask of the catalog. The `/internal` routes are for services only; the public ones
 * (reference data any signed-in caller reads) are declared by their public path.
 */
export const catalogCalls = {
  /** A set's pack layout (drafts); 404 for an unknown set. */
  packLayout: defineCall({
    method: 'GET',
    path: '/internal/sets/:id/pack-layout',
    params: z.object({ id: objectId }),
    reply: packLayoutResponse,
  }),
  /** The banlist version of a format in force on a date; 404 when none is. */
  banlistInForce: defineCall({
    method: 'GET',
    path: '/internal/banlist/in-force',
    query: banlistInForceQuery,
    reply: banlistInForceResponse,
  }),
  /** One page of the collection query over the listed cards (rewards). */
  searchCards: defineCall({
    method: 'POST',
    path: '/internal/cards/search',
    body: internalCardSearchBody,
    reply: cardSearchResponse,
  }),
  /**
   * Every printing of these cards, without the card (collection: an imported CSV's rows are matched by
   * printing code, rarity and set); unknown ids are left out.
   */
  printingsOfCards: defineCall({
    method: 'POST',
    path: '/internal/printings/of-cards',
    body: z.object({ cardIds: z.array(passcode).min(1).max(maxPrintingsOfCardsIds) }),
    reply: printingsOfCardsResponse,
  }),
  /** Cards by exact name (decks' card lists); unknown names are left out. */
  cardsByName: defineCall({
    method: 'POST',
    path: '/internal/cards/by-name',
    body: cardsByNameBody,
    reply: cardsByNameResponse,
  }),
  /** Public: cards by id or any artwork's passcode; unknown ids are left out. */
  cards: defineCall({ method: 'GET', path: '/rest/api/cards', query: cardsQuery, reply: cardsResponse }),
  /** Public: printings by set-card id; unknown ids are left out. */
  setCardsById: defineCall({
    method: 'POST',
    path: '/rest/api/set-cards',
    body: z.object({ setCardIds: z.array(objectId).max(maxCardSearchIds) }),
    reply: setCardsByIdResponse,
  }),
  /** Public: every printing of a set; 404 for an unknown set. */
  setCards: defineCall({
    method: 'GET',
    path: '/rest/api/sets/:id/cards',
    params: z.object({ id: objectId }),
    reply: setCardsResponse,
  }),
  /** Public: every set. */
  sets: defineCall({ method: 'GET', path: '/rest/api/sets', query: setsQuery, reply: setsResponse }),
  /** Public: the system banlist version of a format in force on a date; 404 when none is. */
  systemBanlistInForce: defineCall({
    method: 'GET',
    path: '/rest/api/banlist/system/in-force',
    query: banlistInForceQuery,
    reply: banlistInForceResponse,
  }),
};
