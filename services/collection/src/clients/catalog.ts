import {
  maxPrintingsOfCardsIds,
  type catalogCalls,
  type BanlistEntry,
  type BanlistFormat,
  type Card,
  type Printing,
  type SetCard,
} from '@progression/contracts';
import type { CallClient } from '@progression/service-kit';

/**
 * Ids one catalog call carries: 500 passcodes of at most 12 digits keep the request line under 7 KiB,
 * well within the 16 KiB Node allows, so a 10,000-card import asks in 20 calls.
 */
const idsPerCall = 500;

/** What this service asks of the catalog (service token). */
export interface CatalogClient {
  /** The cards of these ids; unknown ids are left out. */
  cards(cardIds: string[]): Promise<Card[]>;
  /** The printings of these set-card ids; unknown ids are left out. */
  setCards(setCardIds: string[]): Promise<SetCard[]>;
  /** Every printing of these cards (by the catalog's card ids), without the card. */
  printingsOf(cardIds: string[]): Promise<Printing[]>;
  /** The entries of a format's banlist version in force on a date (`YYYY-MM-DD`). */
  banlistInForce(format: BanlistFormat, date: string): Promise<BanlistEntry[]>;
}

function chunks<T>(items: T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}

/**
 * Cards change only when the catalog imports again: an id asked within this long is answered from memory,
 * so a 24-pack stage (about 200 cards, each asked twice by the grant) costs no catalog call once its cards
 * were seen.
 */
const cardTtlMs = 10 * 60_000;
/** Ids kept at most (every card with all its artworks is about 16,000); past it the memory starts over. */
const maxCachedIds = 50_000;

/** How the catalog resolves an asked id among these cards: a card's own id first, else an artwork's. */
function cardFinder(cards: Card[]): (id: string) => Card | undefined {
  const byId = new Map<string, Card>();
  for (const card of cards) for (const id of card.artworkIds) if (!byId.has(id)) byId.set(id, card);
  for (const card of cards) byId.set(card.id, card);
  return (id) => byId.get(id);
}

/** The catalog calls this service makes, over the client built from the catalog's declarations. */
export function catalogClient(catalog: CallClient<typeof catalogCalls>): CatalogClient {
  const known = new Map<string, { at: number; card: Card | undefined }>();
  return {
    async cards(cardIds) {
      const now = Date.now();
      const asked = [...new Set(cardIds)];
      const missing = asked.filter((id) => {
        const hit = known.get(id);
        return !hit || now - hit.at > cardTtlMs;
      });
      if (missing.length > 0) {
        const pages = await Promise.all(
          chunks(missing, idsPerCall).map((ids) =>
            catalog.cards({ query: { game: 'YUGIOH', cardIds: ids } }),
          ),
        );
        const find = cardFinder(pages.flatMap((page) => page.cards));
        if (known.size + missing.length > maxCachedIds) known.clear();
        for (const id of missing) known.set(id, { at: now, card: find(id) });
      }
      const answer = new Map<string, Card>();
      for (const id of asked) {
        const card = known.get(id)?.card;
        if (card) answer.set(card.id, card);
      }
      return [...answer.values()];
    },
    async setCards(setCardIds) {
      const pages = await Promise.all(
        chunks(setCardIds, idsPerCall).map((ids) => catalog.setCardsById({ body: { setCardIds: ids } })),
      );
      return pages.flatMap((page) => page.cards);
    },
    async printingsOf(cardIds) {
      const pages = await Promise.all(
        chunks([...new Set(cardIds)], maxPrintingsOfCardsIds).map((ids) =>
          catalog.printingsOfCards({ body: { cardIds: ids } }),
        ),
      );
      return pages.flatMap((page) => page.printings);
    },
    async banlistInForce(format, date) {
      return (await catalog.banlistInForce({ query: { format, date } })).entries;
    },
  };
}
