import { createEvent, type EventEnvelope, type EventType } from '@progression/contracts';
import { createLogger } from '@progression/service-kit';
import { eventually, startTestService, type TestService } from '@progression/service-kit/testing';
import { createApp } from '../../app';
import { envShape, serviceName } from '../../env';
import { Entry } from '../../models/entry';
import { Stamp } from '../../models/stamp';
import { fakeCatalog, fixtureCards } from '../../testing/fixture-cards';
import { collectionEvents } from './collection-events';

const gameId = '64b000000000000000000001';
const ann = '64c000000000000000000001';
const bob = '64c000000000000000000002';
const catalog = fakeCatalog(fixtureCards);
const handler = collectionEvents(catalog);

let service: TestService<typeof envShape>;
beforeAll(async () => {
  service = await startTestService({
    name: serviceName,
    createApp,
    handlers: [handler],
    outbox: [Stamp],
    extraShape: envShape,
    extraEnv: { GAMES_URL: 'http://127.0.0.1:9', CATALOG_URL: 'http://127.0.0.1:9' },
  });
}, 30_000);
afterEach(() => service.clearDatabase());
afterAll(() => service.stop());

let ids = 0;
const objectId = () => `64e${String(++ids).padStart(21, '0')}`;

const opened = (draftId: string, cardIds: string[], playerId: string | null = ann, week = 1) =>
  createEvent('draft.packs.opened', 'drafts', {
    version: 1,
    gameId: playerId ? gameId : null,
    playerId,
    draftId,
    week,
    packIds: [objectId()],
    cards: cardIds.map((cardId) => ({
      cardId,
      setCardId: `sc-${cardId}`,
      equivalentRarity: 'COMMON' as const,
    })),
  });
const claimed = (
  rewardId: string,
  cards: { cardId: string; quantity: number }[],
  packDraftId: string | null = null,
) =>
  createEvent('reward.claimed', 'rewards', {
    version: 1,
    gameId,
    playerId: ann,
    rewardId,
    type: cards.length ? 'WILDCARD' : 'BOOSTER_PACK',
    week: 2,
    packSetIds: [],
    packDraftId,
    cards,
  } as EventEnvelope<'reward.claimed'>['data']);
const reverted = (
  rewardId: string,
  cards: { cardId: string; quantity: number }[],
  packDraftId: string | null = null,
) =>
  createEvent('reward.reverted', 'rewards', {
    version: 1,
    gameId,
    playerId: ann,
    rewardId,
    type: cards.length ? 'WILDCARD' : 'BOOSTER_PACK',
    packDraftId,
    cards,
  } as EventEnvelope<'reward.reverted'>['data']);

/** Handles an event directly, as a redelivery the consumer did not recognise would. */
const redeliver = (event: EventEnvelope<EventType>) =>
  handler.handle(event as never, {
    logger: createLogger('test', 'silent'),
    consumer: 'test',
    attempt: 2,
    streamSequence: 1,
    outbox: service.outbox,
  });

/** Ann's quantities by card id. */
const owned = async (playerId = ann) =>
  Object.fromEntries(
    (await Entry.find({ gameId, playerId }).sort({ cardId: 1 }).lean()).map((entry) => [
      entry.cardId,
      entry.quantity,
    ]),
  );
/** Publishes events in order, then a marker, and waits until the ordered handler reached the marker. */
const publishAll = async (...events: EventEnvelope<EventType>[]) => {
  for (const event of events) await service.events!.publish(event);
  const marker = opened(objectId(), ['3002'], bob);
  await service.events!.publish(marker);
  await eventually(
    'the handler',
    async () => (await Entry.countDocuments({ playerId: bob, cardId: '3002' })) > 0,
  );
  await Entry.deleteMany({ playerId: bob, cardId: '3002' });
};

describe('draft.packs.opened', () => {
  it("adds the packs' cards once, whatever the redeliveries", async () => {
    const event = opened(objectId(), ['1001', '1001', '2001', '9001'], ann, 3);
    await publishAll(event, event);
    await redeliver(event);
    await redeliver(event);
    expect(await owned()).toEqual({ '1001': 2, '2001': 1, '9001': 1 });
    const entry = await Entry.findOne({ cardId: '1001' }).lean();
    expect(entry).toMatchObject({
      weekAcquired: 3,
      rarity: 'COMMON',
      card: { name: 'Blue-Eyes White Dragon' },
    });
  });

  it('adds to what the player has, keeping the first week, and asks the catalog only for cards new to them', async () => {
    await publishAll(opened(objectId(), ['1001'], ann, 1), opened(objectId(), ['1001', '1002'], ann, 2));
    expect(await owned()).toEqual({ '1001': 2, '1002': 1 });
    expect((await Entry.findOne({ cardId: '1001' }).lean())?.weekAcquired).toBe(1);
    // The marker's card (3002) aside, the second event's card data was fetched only for the new card.
    expect(catalog.cardCalls.filter((ids) => !ids.includes('3002')).at(-1)).toEqual(['1002']);
  });

  it("counts a card pulled under another artwork's passcode as the catalog's card", async () => {
    await publishAll(opened(objectId(), ['4001', '4002', '4002']));
    expect(await owned()).toEqual({ '4001': 3 });
  });

  it('adds nothing for a demo draft', async () => {
    await publishAll(opened(objectId(), ['1001'], null));
    expect(await Entry.countDocuments()).toBe(0);
  });
});

describe('draft.picks.collected', () => {
  const collected = (draftId: string, cardIds: string[], week = 2) =>
    createEvent('draft.picks.collected', 'drafts', {
      version: 1,
      gameId,
      playerId: ann,
      userId: ann,
      draftId,
      tableId: objectId(),
      week,
      cards: cardIds.map((cardId) => ({
        cardId,
        setCardId: `sc-${cardId}`,
        equivalentRarity: 'SUPER_RARE' as const,
      })),
    });

  it("adds a booster draft's picks once with the week acquired, whatever the redeliveries", async () => {
    const event = collected(objectId(), ['1001', '1002', '1002'], 4);
    await publishAll(event, event);
    await redeliver(event);
    await redeliver(event);
    expect(await owned()).toEqual({ '1001': 1, '1002': 2 });
    expect(await Entry.findOne({ cardId: '1002' }).lean()).toMatchObject({
      weekAcquired: 4,
      rarity: 'SUPER_RARE',
    });
  });
});

describe('reward.claimed and reward.reverted', () => {
  it('adds wildcard cards once and takes back exactly them on a revert', async () => {
    const rewardId = objectId();
    await publishAll(opened(objectId(), ['1003']), claimed(rewardId, [{ cardId: '1003', quantity: 3 }]));
    expect(await owned()).toEqual({ '1003': 4 });
    const revert = reverted(rewardId, [{ cardId: '1003', quantity: 3 }]);
    await publishAll(revert);
    await redeliver(revert);
    expect(await owned()).toEqual({ '1003': 1 });
  });

  it('grants nothing when the revert arrives before the claim', async () => {
    const rewardId = objectId();
    const claim = claimed(rewardId, [
      { cardId: '1004', quantity: 1 },
      { cardId: '1005', quantity: 1 },
    ]);
    await publishAll(reverted(rewardId, [{ cardId: '1004', quantity: 1 }]), claim);
    await redeliver(claim);
    expect(await owned()).toEqual({});
  });

  it("adds nothing for a pack reward's claim, and its revert takes back every card of that pack draft, opened before or after", async () => {
    const rewardId = objectId();
    const packDraftId = objectId();
    await publishAll(
      opened(objectId(), ['1001']),
      claimed(rewardId, [], packDraftId),
      opened(packDraftId, ['1001', '1002']),
    );
    expect(await owned()).toEqual({ '1001': 2, '1002': 1 });
    await publishAll(reverted(rewardId, [], packDraftId), opened(packDraftId, ['2002']));
    expect(await owned()).toEqual({ '1001': 1 });
  });
});
