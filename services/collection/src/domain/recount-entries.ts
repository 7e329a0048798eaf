import { equivalentRarityInfo, type Card, type EquivalentRarity } from '@progression/contracts';
import { isDuplicateKey } from '@progression/service-kit';
import type { mongo } from 'mongoose';
import type { CatalogClient } from '../clients/catalog';
import { searchableFields, unknownCard } from './searchable';
import { Entry, entryId } from '../models/entry';
import { Grant } from '../models/grant';
import { recordChange } from './collection-changes';

interface Total {
  quantity: number;
  weekAcquired: number;
  rarityRank: number;
  rarity: EquivalentRarity | null;
}

const rankOf = (rarity: string | null) =>
  rarity && rarity in equivalentRarityInfo ? equivalentRarityInfo[rarity as EquivalentRarity].rank : 0;

/** What the player's live grants give of each card. */
async function totalsOf(gameId: string, playerId: string, cardIds: string[]): Promise<Map<string, Total>> {
  const wanted = new Set(cardIds);
  const grants = await Grant.find(
    { gameId, playerId, revoked: false, 'cards.cardId': { $in: cardIds } },
    { week: 1, cards: 1 },
  ).lean();
  const totals = new Map<string, Total>();
  for (const grant of grants) {
    for (const card of grant.cards) {
      if (!wanted.has(card.cardId)) continue;
      const total = totals.get(card.cardId) ?? {
        quantity: 0,
        weekAcquired: grant.week,
        rarityRank: 0,
        rarity: null,
      };
      total.quantity += card.quantity;
      total.weekAcquired = Math.min(total.weekAcquired, grant.week);
      const rank = rankOf(card.rarity ?? null);
      if (rank > total.rarityRank) {
        total.rarityRank = rank;
        total.rarity = card.rarity as EquivalentRarity;
      }
      totals.set(card.cardId, total);
    }
  }
  return totals;
}

/**
 * The catalog's cards of these ids, each found under the id asked (any artwork's passcode finds a card);
 * only those not already `known` are asked for.
 */
async function cardsById(
  catalog: CatalogClient,
  cardIds: string[],
  known?: ReadonlyMap<string, Card>,
): Promise<Map<string, Card>> {
  const found = new Map<string, Card>();
  const missing: string[] = [];
  for (const id of cardIds) {
    const card = known?.get(id);
    if (card) found.set(id, card);
    else missing.push(id);
  }
  if (missing.length === 0) return found;
  const cards = await catalog.cards(missing);
  // As the catalog resolves an id: a card's own id first, else the card listing it among its artworks.
  for (const card of cards) for (const id of card.artworkIds) if (!found.has(id)) found.set(id, card);
  for (const card of cards) found.set(card.id, card);
  return found;
}

/**
 * Recounts these cards' entries of one player from their grants: the same grants always give the same
 * entries, so a rerun after a crash or a redelivery changes nothing. Card data is fetched once, when an
 * entry is created (unless the caller has it: `knownCards`). Stores the `collection.changed` announcing
 * the new counts; returns the stamp to flush (none when no card was given).
 *
 * Recounts of one player may run side by side (two replicas, an import beside the events): each reads
 * the grants and writes the entries inside the stamp's optimistic loop (`recordChange`), so one that read
 * before another's grant, and wrote after it, finds the version moved and counts again; the last to raise
 * the version has counted every grant written before it.
 */
export async function recountEntries(
  catalog: CatalogClient,
  gameId: string,
  playerId: string,
  cardIds: string[],
  knownCards?: ReadonlyMap<string, Card>,
): Promise<string | undefined> {
  const ids = [...new Set(cardIds)];
  if (ids.length === 0) return undefined;
  const cards = new Map<string, Card>(knownCards);
  return recordChange(gameId, playerId, async () => {
    // Both reads follow the stamp's (recordChange), and neither needs the other.
    const [totals, stored] = await Promise.all([
      totalsOf(gameId, playerId, ids),
      Entry.find({ _id: { $in: ids.map((id) => entryId(gameId, playerId, id)) } }, { cardId: 1 }).lean(),
    ]);
    const existing = new Set(stored.map((entry) => entry.cardId));
    for (const [id, card] of await cardsById(
      catalog,
      ids.filter((id) => totals.has(id) && !existing.has(id)),
      cards,
    ))
      cards.set(id, card);
    await writeEntries(gameId, playerId, ids, totals, existing, cards);
    return ids.map((cardId) => ({ cardId, owned: totals.get(cardId)?.quantity ?? 0 }));
  });
}

/** The entries of these cards as the totals give them: new ones inserted whole, others set, gone ones removed. */
async function writeEntries(
  gameId: string,
  playerId: string,
  ids: string[],
  totals: Map<string, Total>,
  existing: Set<string>,
  cards: ReadonlyMap<string, Card>,
): Promise<void> {
  // A card new to the player is inserted whole (a late joiner's import brings thousands, and the store
  // inserts far faster than it upserts); a card owned already gets its totals; a card gone is removed.
  const now = new Date();
  const inserts: { _id: string; cardId: string; [field: string]: unknown }[] = [];
  const operations: mongo.AnyBulkWriteOperation<{ _id: string }>[] = [];
  for (const cardId of ids) {
    const _id = entryId(gameId, playerId, cardId);
    const total = totals.get(cardId);
    if (!total) operations.push({ deleteOne: { filter: { _id } } });
    else if (existing.has(cardId))
      operations.push({ updateOne: { filter: { _id }, update: { $set: { ...total, updatedAt: now } } } });
    else {
      const card = cards.get(cardId) ?? unknownCard(cardId);
      inserts.push({
        _id,
        gameId,
        playerId,
        cardId,
        ...total,
        card,
        ...searchableFields(card),
        createdAt: now,
        updatedAt: now,
      });
    }
  }
  // Straight to the driver, as the inserts below: the totals are numbers and strings made here, and
  // mongoose's casting of each operation cost more than the write.
  if (operations.length > 0)
    await (Entry.collection as unknown as mongo.Collection<{ _id: string }>).bulkWrite(operations, {
      ordered: false,
    });
  if (inserts.length > 0) {
    try {
      await Entry.collection.insertMany(inserts as never[], { ordered: false });
    } catch (error) {
      // Another recount of this player inserted some meanwhile: those get this recount's totals (and the
      // stamp's loop counts again should that recount have counted more).
      if (!isDuplicateKey(error)) throw error;
      await Entry.bulkWrite(
        inserts.map(({ _id, cardId }) => ({
          updateOne: { filter: { _id }, update: { $set: totals.get(cardId)! } },
        })),
        { ordered: false },
      );
    }
  }
}
