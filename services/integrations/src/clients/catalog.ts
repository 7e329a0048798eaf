import {
  maxSearchTextLength,
  type catalogCalls,
  type BanlistFormat,
  type BanlistInForceResponse,
  type Card,
} from '@progression/contracts';
import type { CallClient } from '@progression/service-kit';

/** Cards one name search reads, to put the names starting with the text before the others. */
const namesSearched = 100;

/** What the bot asks of the catalog: banlist versions (/week, /card, the week announcement) and cards. */
export interface CatalogClient {
  /** The version in force on a date (YYYY-MM-DD). */
  banlistInForce(format: BanlistFormat, date: string): Promise<BanlistInForceResponse>;
  /** Names of cards by id (unknown ids are left out). */
  cardNames(cardIds: string[]): Promise<Map<string, string>>;
  /** Cards whose name holds the text, those starting with it first, then by name (the autocomplete's). */
  cardsNamed(text: string, limit: number): Promise<Array<{ id: string; name: string }>>;
  /** A card by passcode (as the autocomplete offers it) or by its name as typed; undefined when none. */
  findCard(passcodeOrName: string): Promise<Card | undefined>;
}

/** The catalog calls the bot makes, over the client built from the catalog's declarations. */
export function catalogClient(catalog: CallClient<typeof catalogCalls>): CatalogClient {
  const byName = async (text: string, pageSize: number) =>
    (
      await catalog.searchCards({
        body: {
          filters: { textSearch: { searchText: text.slice(0, maxSearchTextLength), location: 'CARD_TITLE' } },
          sort: { category: 'NAME', direction: 'ASCENDING' },
          pageSize,
        },
      })
    ).cards;
  return {
    banlistInForce: (format, date) => catalog.banlistInForce({ query: { format, date } }),
    async cardNames(cardIds) {
      if (cardIds.length === 0) return new Map();
      const { cards } = await catalog.cards({ query: { game: 'YUGIOH', cardIds } });
      return new Map(cards.map((card) => [card.id, card.name]));
    },
    async cardsNamed(text, limit) {
      const wanted = text.trim().toLowerCase();
      const cards = await byName(wanted, namesSearched);
      const starting = cards.filter((card) => card.name.toLowerCase().startsWith(wanted));
      const others = cards.filter((card) => !card.name.toLowerCase().startsWith(wanted));
      return [...starting, ...others].slice(0, limit).map((card) => ({ id: card.id, name: card.name }));
    },
    async findCard(passcodeOrName) {
      const value = passcodeOrName.trim();
      if (!value) return undefined;
      if (/^\d{1,12}$/.test(value)) {
        const { cards } = await catalog.cards({ query: { game: 'YUGIOH', cardIds: [value] } });
        if (cards[0]) return cards[0];
      }
      const wanted = value.toLowerCase();
      return (await byName(wanted, namesSearched)).find((card) => card.name.toLowerCase() === wanted);
    },
  };
}
