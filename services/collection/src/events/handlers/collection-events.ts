import { type Card, type EventEnvelope } from '@progression/contracts';
import { defineHandler, isDuplicateKey } from '@progression/service-kit';
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
 * The catalog's card of each id asked, under the catalog's own id: a card pulled under another artwork's
 * passcode counts as the same card (one entry, one quantity; the decks service asks by the catalog's id).
 * One catalog call for every card of a batch.
 */
async function catalogCardsOf(catalog: CatalogClient, cardIds: string[]): Promise<Map<string, Card>> {
  const found = await catalog.cards([...new Set(cardIds)]);
  // As the catalog resolves an id: a card's own id first, else the card listing it among its artworks.
  const known = new Map<string, Card>();
  for (const card of found) for (const id of card.artworkIds) if (!known.has(id)) known.set(id, card);
  for (const card of found) known.set(card.id, card);
  return known;
}

/** What one event gives a player's collection. */
interface GrantInput {
  eventId: string;
  fields: {
    gameId: string;
    playerId: string;
    source: 'DRAFT' | 'REWARD';
    draftId: string | null;
    rewardId: string | null;
    week: number;
  };
  cards: GrantedCard[];
  /** The tombstone a revert of its reward leaves. */
  revocationId: string;
}

/**
 * Records what each event gave (its id is the grant's, so a redelivery upserts nothing new), revoked at
 * once when its reward was already reverted, then recounts each player's cards once. The events of a
 * batch share each step: one revocation read, one catalog call, one bulk write of grants, one recount per
 * player. Returns the stamps to flush.
 */
async function grantAll(catalog: CatalogClient, inputs: GrantInput[]): Promise<string[]> {
  if (inputs.length === 0) return [];
  const revocationsAmong = async (ids: string[]) =>
    new Set(
      (await Revocation.find({ _id: { $in: [...new Set(ids)] } }, { _id: 1 }).lean()).map(({ _id }) => _id),
    );
  const revokedBefore = await revocationsAmong(inputs.map((input) => input.revocationId));
  const cards = await catalogCardsOf(
    catalog,
    inputs.flatMap((input) => input.cards.map((card) => card.cardId)),
  );
  const granted = inputs.map((input) => ({
    ...input,
    cards: input.cards.map((card) => ({ ...card, cardId: cards.get(card.cardId)?.id ?? card.cardId })),
  }));
  // Insert-only (the store inserts far faster than it upserts): a grant stored before stays as it was.
  // Straight to the store with every field: the grants are built above from parsed events.
  const now = new Date();
  try {
    await Grant.collection.insertMany(
      granted.map((input) => ({
        _id: input.eventId as never,
        ...input.fields,
        importId: null,
        cards: input.cards,
        revoked: revokedBefore.has(input.revocationId),
        createdAt: now,
        updatedAt: now,
      })),
      { ordered: false },
    );
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
  }
  // A revert recorded between the check and the write (another replica) still wins.
  const live = granted.filter((input) => !revokedBefore.has(input.revocationId));
  if (live.length > 0) {
    const revokedNow = await revocationsAmong(live.map((input) => input.revocationId));
    const late = live.filter((input) => revokedNow.has(input.revocationId)).map((input) => input.eventId);
    if (late.length > 0) await Grant.updateMany({ _id: { $in: late } }, { $set: { revoked: true } });
  }
  const byPlayer = new Map<string, { gameId: string; playerId: string; cardIds: string[] }>();
  for (const { fields, cards: given } of granted) {
    const key = `${fields.gameId}|${fields.playerId}`;
    const player = byPlayer.get(key) ?? { gameId: fields.gameId, playerId: fields.playerId, cardIds: [] };
    player.cardIds.push(...given.map((card) => card.cardId));
    byPlayer.set(key, player);
  }
  const stamps: string[] = [];
  for (const { gameId, playerId, cardIds } of byPlayer.values()) {
    const stamp = await recountEntries(catalog, gameId, playerId, cardIds, cards);
    if (stamp) stamps.push(stamp);
  }
  return stamps;
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

type GrantEvent = EventEnvelope<'draft.packs.opened' | 'draft.picks.collected' | 'reward.claimed'>;

/** What a grant event gives (none for a demo draft or a pack reward, whose cards come as opened packs). */
function grantOf(event: GrantEvent): GrantInput | undefined {
  // A booster draft's picks enter like opened packs: the cards, the week acquired, the player's draft.
  if (event.type === 'draft.packs.opened' || event.type === 'draft.picks.collected') {
    const { gameId, playerId, draftId, week, cards } = event.data;
    if (!gameId || !playerId) return undefined; // a demo draft: nobody's collection
    return {
      eventId: event.id,
      fields: { gameId, playerId, source: 'DRAFT', draftId, rewardId: null, week },
      cards: countCopies(
        cards.map((card) => ({
          cardId: card.cardId,
          setCardId: card.setCardId,
          rarity: card.equivalentRarity,
        })),
      ),
      revocationId: draftRevocationId(draftId),
    };
  }
  const { gameId, playerId, rewardId, week, cards } = event.data;
  // A pack reward gives nothing here: its cards come as the opened packs of its pack draft.
  if (cards.length === 0) return undefined;
  return {
    eventId: event.id,
    fields: { gameId, playerId, source: 'REWARD', draftId: null, rewardId, week },
    cards: cards.map((card) => ({
      cardId: card.cardId,
      setCardId: null,
      rarity: null,
      quantity: card.quantity,
    })),
    revocationId: rewardRevocationId(rewardId),
  };
}

/**
 * The events' change of the collections, in stream order: grants side by side up to each revert, which
 * is applied on its own at its place. Returns the stamps whose announcements to publish.
 */
async function apply(
  catalog: CatalogClient,
  events: Array<GrantEvent | EventEnvelope<'reward.reverted'>>,
): Promise<string[]> {
  const stamps: string[] = [];
  let grants: GrantInput[] = [];
  for (const event of events) {
    if (event.type === 'reward.reverted') {
      stamps.push(...(await grantAll(catalog, grants)), ...(await revert(catalog, event)));
      grants = [];
    } else {
      const grant = grantOf(event);
      if (grant) grants.push(grant);
    }
  }
  stamps.push(...(await grantAll(catalog, grants)));
  return stamps;
}

/**
 * Opened packs and a booster draft's picks add their cards, a wildcard claim adds its cards, a revert takes back what its reward
 * gave. Any order gives the same collection (docs/architecture.md "Order"): a revert that comes first
 * leaves a tombstone the claim or packs it takes back meet, and one that comes while they are written
 * still marks them. The packs of one "Open all packs" arrive together and are applied as one batch. Each
 * change's `collection.changed` is published before the events are acknowledged.
 */
export function collectionEvents(catalog: CatalogClient) {
  return defineHandler({
    name: 'collection-events',
    events: ['draft.packs.opened', 'draft.picks.collected', 'reward.claimed', 'reward.reverted'],
    async handle(event, { outbox }) {
      await publishChanges(outbox, await apply(catalog, [event]));
    },
    async handleBatch(events, { outbox }) {
      await publishChanges(outbox, await apply(catalog, events));
    },
  });
}
