import {
  cardsResponse,
  setListingGame,
  systemBanlistResponse,
  type BanlistFormat,
  type Card,
  type SystemBanlistResponse,
} from '@progression/contracts';
import { api } from '@progression/platform';

/** A format's system banlist with every version. */
export function fetchSystemBanlist(
  format: BanlistFormat,
  signal?: AbortSignal,
): Promise<SystemBanlistResponse> {
  return api.get('/rest/api/banlist/system', {
    query: { format },
    parse: systemBanlistResponse.parse,
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
