import {
  banlistInForceResponse,
  cardsResponse,
  setCardsResponse,
  setListingGame,
  setsResponse,
  type BanlistInForceResponse,
  type Card,
  type CardSet,
  type SetCard,
  type WeekBanlist,
} from '@progression/contracts';
import { api } from '@progression/platform';
import { segment } from './path';

/** The catalog service through the gateway: every reply parsed with its contracts schema. */
export const catalog = {
  /** Every card set of the game. */
  sets: (signal?: AbortSignal): Promise<CardSet[]> =>
    api.get('/rest/api/sets', { query: { game: setListingGame }, parse: setsResponse.parse, signal }),

  /** The printings of one set with their cards and rarities. */
  setCards: async (setId: string, signal?: AbortSignal): Promise<SetCard[]> =>
    (await api.get(`/rest/api/sets/${segment(setId)}/cards`, { parse: setCardsResponse.parse, signal }))
      .cards,

  /** Cards by id, in the order asked (unknown ids left out). */
  cards: async (cardIds: readonly string[], signal?: AbortSignal): Promise<Card[]> => {
    if (cardIds.length === 0) return [];
    const response = await api.get('/rest/api/cards', {
      query: { game: setListingGame, cardIds },
      parse: cardsResponse.parse,
      signal,
    });
    return response.cards;
  },

  /** The system banlist version of `banlist.format` that took effect on `banlist.activeFrom`. */
  banlistInForce: (banlist: WeekBanlist, signal?: AbortSignal): Promise<BanlistInForceResponse> =>
    api.get('/rest/api/banlist/system/in-force', {
      query: { format: banlist.format, date: banlist.activeFrom.slice(0, 10) },
      parse: banlistInForceResponse.parse,
      signal,
    }),
};
