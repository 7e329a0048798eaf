import { api } from '@progression/platform';
import {
  setCardsResponse,
  setListingGame,
  setsResponse,
  type CardSet,
  type SetCard,
} from '@progression/contracts';

/** Public path of the catalog's routes (spec section 7). */
const catalogBase = '/rest/api';

// Sets change only when the catalog re-imports, so one list is shared by every picker in the page.
let setsOfPage: Promise<CardSet[]> | null = null;

/** Every card set of the game (`GET /rest/api/sets?game=YUGIOH`), fetched once per page load. */
export function fetchCardSets(): Promise<CardSet[]> {
  if (!setsOfPage) {
    setsOfPage = api.get(`${catalogBase}/sets`, {
      query: { game: setListingGame },
      parse: setsResponse.parse,
    });
    // A failed load is not kept, so the next picker tries again.
    setsOfPage.catch(() => {
      setsOfPage = null;
    });
  }
  return setsOfPage;
}

/** The printings of one set with their cards and rarities (`GET /rest/api/sets/{id}/cards`). */
export async function fetchSetCards(setId: string, signal?: AbortSignal): Promise<SetCard[]> {
  const response = await api.get(`${catalogBase}/sets/${encodeURIComponent(setId)}/cards`, {
    parse: setCardsResponse.parse,
    signal,
  });
  return response.cards;
}
