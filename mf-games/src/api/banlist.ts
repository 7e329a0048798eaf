import {
  banlistInForceResponse,
  cardsResponse,
  setListingGame,
  type BanlistInForceResponse,
  type Card,
  type WeekBanlist,
} from '@progression/contracts';
import { api } from '@progression/platform';

/** A system banlist version with its entries: the one of `banlist.format` that took effect on `banlist.activeFrom`. */
export function fetchBanlistVersion(
  banlist: WeekBanlist,
  signal?: AbortSignal,
): Promise<BanlistInForceResponse> {
  return api.get('/rest/api/banlist/system/in-force', {
    query: { format: banlist.format, date: banlist.activeFrom.slice(0, 10) },
    parse: banlistInForceResponse.parse,
    signal,
  });
}

/** Cards by id, in the order asked (unknown ids left out). */
export async function fetchCards(cardIds: readonly string[], signal?: AbortSignal): Promise<Card[]> {
  if (cardIds.length === 0) return [];
  const response = await api.get('/rest/api/cards', {
    query: { game: setListingGame, cardIds },
    parse: cardsResponse.parse,
    signal,
  });
  return response.cards;
}
