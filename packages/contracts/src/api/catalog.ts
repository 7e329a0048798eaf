import { z } from 'zod';
import {
  banlistFormat,
  banlistVersion,
  card,
  cardSet,
  collectionFilters,
  collectionSort,
  setCard,
} from '../entities';
import { messages } from '../messages';
import { cardGameType, id, isoDate, queryList } from '../primitives';

/** GET /rest/api/sets?game=YUGIOH answers a list of sets. */
export const setsQuery = z.object({ game: cardGameType });
export type SetsQuery = z.infer<typeof setsQuery>;
export const setsResponse = z.array(cardSet);
export type SetsResponse = z.infer<typeof setsResponse>;

/** GET /rest/api/sets/{id}/cards */
export const setCardsResponse = z.object({ cards: z.array(setCard) });
export type SetCardsResponse = z.infer<typeof setCardsResponse>;

/** GET /rest/api/cards?game=YUGIOH&cardIds=..&cardIds=.. */
export const cardsQuery = z.object({ game: cardGameType, cardIds: queryList(id) });
export type CardsQuery = z.infer<typeof cardsQuery>;
export const cardsResponse = z.object({ cards: z.array(card) });
export type CardsResponse = z.infer<typeof cardsResponse>;

/** Card ids one search may list (a whole collection fits). */
export const maxCardSearchIds = 20_000;
/** Cards one search page holds at most: the whole catalogue is never one answer. */
export const maxCardSearchPageSize = 500;

/**
 * POST /rest/api/cards/search (and /internal/cards/search for services): the collection query (sort and
 * filters of spec section 3) over the listed cards, or over the whole catalogue without `cardIds`,
 * answered one page at a time (`page` from 1).
 */
export const cardSearchBody = z.object({
  game: cardGameType.default('YUGIOH'),
  cardIds: z.array(id).max(maxCardSearchIds).optional(),
  sort: collectionSort.default({ category: 'DEFAULT', direction: 'ASCENDING' }),
  filters: collectionFilters.default({}),
  page: z.number().int().min(1).default(1),
  pageSize: z
    .number()
    .int()
    .min(1)
    .max(maxCardSearchPageSize, { error: messages.catalog.pageTooLarge(maxCardSearchPageSize) })
    .default(100),
});
export type CardSearchBody = z.infer<typeof cardSearchBody>;
/** One page of matching cards, in the order asked, with how many match in all. */
export const cardSearchResponse = z.object({
  cards: z.array(card),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type CardSearchResponse = z.infer<typeof cardSearchResponse>;

/** GET or POST /rest/api/set-cards with setCardIds (query or body). */
export const setCardsQuery = z.object({ setCardIds: queryList(id) });
export type SetCardsQuery = z.infer<typeof setCardsQuery>;
export const setCardsByIdResponse = z.object({ cards: z.array(setCard) });
export type SetCardsByIdResponse = z.infer<typeof setCardsByIdResponse>;

/** Cards one printings-of-cards call names at most. */
export const maxPrintingsOfCardsIds = 500;

/** A printing without its card: what a caller matching printings by code and rarity needs. */
export const printing = setCard.omit({ card: true });
export type Printing = z.infer<typeof printing>;
/** Every printing of the asked cards (any artwork's passcode finds its card's), in set and code order. */
export const printingsOfCardsResponse = z.object({ printings: z.array(printing) });
export type PrintingsOfCardsResponse = z.infer<typeof printingsOfCardsResponse>;

/** GET /rest/api/banlist/system/format: the formats with a system list. */
export const banlistFormatsResponse = z.object({ formats: z.array(banlistFormat) });
export type BanlistFormatsResponse = z.infer<typeof banlistFormatsResponse>;

/** GET /rest/api/banlist/system?format= */
export const systemBanlistQuery = z.object({ format: banlistFormat });
export type SystemBanlistQuery = z.infer<typeof systemBanlistQuery>;
export const systemBanlistResponse = z.object({
  format: banlistFormat,
  createdAt: isoDate,
  versions: z.array(banlistVersion),
});
export type SystemBanlistResponse = z.infer<typeof systemBanlistResponse>;

/** GET /rest/api/banlist/system/in-force?format=&date=: the version of a format in force on a date. */
export const banlistInForceResponse = banlistVersion.extend({ format: banlistFormat });
export type BanlistInForceResponse = z.infer<typeof banlistInForceResponse>;
