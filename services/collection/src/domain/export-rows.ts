import type { CatalogClient } from '../clients/catalog';
import type { CsvRow } from './csv';
import { Entry } from '../models/entry';
import { Grant } from '../models/grant';

/** YGOPRODeck's edition column: league pulls are not physical prints, so every copy is "Unlimited". */
const edition = 'Unlimited';

/**
 * One CSV row per card and printing the player owns (a wildcard card names no printing: rarity, set and
 * code stay empty), ordered by name then printing code. `print_id` is YGOPRODeck's own numeric id of the
 * printing, which neither their API's `card_sets` nor our card data carries: it stays empty (the import
 * finds a printing by card, code, rarity and set instead).
 */
export async function exportRows(
  catalog: CatalogClient,
  gameId: string,
  playerId: string,
): Promise<CsvRow[]> {
  const grants = await Grant.find({ gameId, playerId, revoked: false }, { cards: 1 }).lean();
  const copies = new Map<string, { cardId: string; setCardId: string | null; quantity: number }>();
  for (const grant of grants)
    for (const card of grant.cards) {
      const key = `${card.cardId}|${card.setCardId ?? ''}`;
      const known = copies.get(key) ?? {
        cardId: card.cardId,
        setCardId: card.setCardId ?? null,
        quantity: 0,
      };
      known.quantity += card.quantity;
      copies.set(key, known);
    }
  const entries = await Entry.find({ gameId, playerId }, { cardId: 1, card: 1 }).lean();
  const names = new Map(entries.map((entry) => [entry.cardId, (entry.card as { name: string }).name]));
  const setCardIds = [
    ...new Set([...copies.values()].flatMap((copy) => (copy.setCardId ? [copy.setCardId] : []))),
  ];
  const printings = new Map(
    (setCardIds.length ? await catalog.setCards(setCardIds) : []).map((print) => [print.id, print]),
  );
  const rows = [...copies.values()].map((copy): CsvRow => {
    const print = copy.setCardId ? printings.get(copy.setCardId) : undefined;
    return {
      cardname: names.get(copy.cardId) ?? print?.card.name ?? copy.cardId,
      cardq: String(copy.quantity),
      cardrarity: print?.rarityName ?? '',
      card_edition: edition,
      cardset: print?.setName ?? '',
      cardcode: print?.printingCode ?? '',
      cardid: copy.cardId,
      print_id: '',
    };
  });
  return rows.sort(
    (a, b) =>
      a.cardname.localeCompare(b.cardname) ||
      a.cardcode.localeCompare(b.cardcode) ||
      a.cardrarity.localeCompare(b.cardrarity) ||
      a.cardset.localeCompare(b.cardset) ||
      a.cardid.localeCompare(b.cardid),
  );
}
