import { type EventEnvelope } from '@progression/contracts';
import { defineHandler } from '@progression/service-kit';
import type { CatalogClient } from '../../clients/catalog';
import { Grant } from '../../models/grant';
import { draftRevocationId, Revocation, rewardRevocationId } from '../../models/revocation';
import { publishChanges } from '../../domain/collection-changes';
import { recountEntries } from '../../domain/recount-entries';

interface GrantedCard {
  cardId: string;
  setCardId: string | null;
  rarity: string | null;
  quantity: number;
}

/** Copies of the same printing counted together. */
function countCopies(
  cards: { cardId: string; setCardId: string | null; rarity: string | null }[],
): GrantedCard[] {
  const counted = new Map<string, GrantedCard>();
  for (const card of cards) {
    const key = `${card.cardId}|${card.setCardId ?? ''}|${card.rarity ?? ''}`;
    const known = counted.get(key);
    if (known) known.quantity++;
    else counted.set(key, { ...card, quantity: 1 });
  }
  return [...counted.values()];
}

/**
 * The cards under the catalog's own id: a card pulled under another artwork's passcode counts as the same
 * card (one entry, one quantity; the decks service asks by the catalog's id). Unknown ids stay as they are.
 */
async function underCatalogIds(catalog: CatalogClient, cards: GrantedCard[]): Promise<GrantedCard[]> {
  const found = await catalog.cards([...new Set(cards.map((card) => card.cardId))]);
  // As the catalog resolves an id: a card's own id first, else the card listing it among its artworks.
  const known = new Map<string, string>();
  for (const card of found) for (const id of card.artworkIds) if (!known.has(id)) known.set(id, card.id);
  for (const card of found) known.set(card.id, card.id);
  return cards.map((card) => ({ ...card, cardId: known.get(card.cardId) ?? card.cardId }));
}

/**
 * Records what one event gave (its id is the grant's, so a redelivery upserts nothing new), revoked at
 * once when its reward was already reverted, then recounts the cards. Returns the stamps to flush.
 */
async function grant(
  catalog: CatalogClient,
  eventId: string,
  fields: {
    gameId: string;
    playerId: string;
    source: 'DRAFT' | 'REWARD';
    draftId: string | null;
    rewardId: string | null;
    week: number;
  },
  cards: GrantedCard[],
  revocationId: string,
): Promise<string[]> {
  const revoked = (await Revocation.exists({ _id: revocationId })) !== null;
  const granted = await underCatalogIds(catalog, cards);
  await Grant.updateOne(
    { _id: eventId },
    { $setOnInsert: { ...fields, cards: granted, revoked } },
    { upsert: true },
  );
  // A revert recorded between the check and the write (another replica) still wins.
  if (!revoked && (await Revocation.exists({ _id: revocationId })))
    await Grant.updateOne({ _id: eventId }, { $set: { revoked: true } });
  const stamp = await recountEntries(
    catalog,
    fields.gameId,
    fields.playerId,
    granted.map((card) => card.cardId),
  );
  return stamp ? [stamp] : [];
}

/**
 * Takes back every grant of a reverted reward (its pack draft's, or its wildcard cards), now and later.
 * Returns the stamps to flush.
 */
async function revert(catalog: CatalogClient, event: EventEnvelope<'reward.reverted'>): Promise<string[]> {
  const { packDraftId, rewardId } = event.data;
  const revocationId = packDraftId ? draftRevocationId(packDraftId) : rewardRevocationId(rewardId);
  await Revocation.updateOne(
    { _id: revocationId },
    { $setOnInsert: { eventId: event.id } },
    { upsert: true },
  );
  const which = packDraftId ? { draftId: packDraftId } : { rewardId, source: 'REWARD' as const };
  await Grant.updateMany(which, { $set: { revoked: true } });
  // Recount every grant's cards, also ones revoked by an earlier run that crashed before its recount.
  const grants = await Grant.find(which, { gameId: 1, playerId: 1, cards: 1 }).lean();
  const stamps: string[] = [];
  for (const revoked of grants) {
    const stamp = await recountEntries(
      catalog,
      revoked.gameId,
      revoked.playerId,
      revoked.cards.map((card) => card.cardId),
    );
    if (stamp) stamps.push(stamp);
  }
  return stamps;
}

/** The event's change of the collections; returns the stamps whose announcements to publish. */
async function apply(
  catalog: CatalogClient,
  event: EventEnvelope<'draft.packs.opened' | 'reward.claimed' | 'reward.reverted'>,
): Promise<string[]> {
  if (event.type === 'draft.packs.opened') {
    const { gameId, playerId, draftId, week, cards } = event.data;
    if (!gameId || !playerId) return []; // a demo draft: nobody's collection
    return grant(
      catalog,
      event.id,
      { gameId, playerId, source: 'DRAFT', draftId, rewardId: null, week },
      countCopies(
        cards.map((card) => ({
          cardId: card.cardId,
          setCardId: card.setCardId,
          rarity: card.equivalentRarity,
        })),
      ),
      draftRevocationId(draftId),
    );
  } else if (event.type === 'reward.claimed') {
    const { gameId, playerId, rewardId, week, cards } = event.data;
    // A pack reward gives nothing here: its cards come as the opened packs of its pack draft.
    if (cards.length === 0) return [];
    return grant(
      catalog,
      event.id,
      { gameId, playerId, source: 'REWARD', draftId: null, rewardId, week },
      cards.map((card) => ({
        cardId: card.cardId,
        setCardId: null,
        rarity: null,
        quantity: card.quantity,
      })),
      rewardRevocationId(rewardId),
    );
  }
  return revert(catalog, event);
}

/**
 * Opened packs add their cards, a wildcard claim adds its cards, a revert takes back what its reward
 * gave. One ordered handler over the three (docs/architecture.md "Order"): a revert never overtakes the
 * claim or the packs it takes back, and a revert that comes first leaves a tombstone they meet. Each
 * change's `collection.changed` is published before the event is acknowledged.
 */
export function collectionEvents(catalog: CatalogClient) {
  return defineHandler({
    name: 'collection-events',
    events: ['draft.packs.opened', 'reward.claimed', 'reward.reverted'],
    ordered: true,
    async handle(event, { outbox }) {
      await publishChanges(outbox, await apply(catalog, event));
    },
  });
}
