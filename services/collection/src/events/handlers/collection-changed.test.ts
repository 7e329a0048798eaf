import { createEvent, type EventData, type EventEnvelope, type EventType } from '@progression/contracts';
import { createLogger, defineHandler, type OutboxRelay } from '@progression/service-kit';
import { eventually, startTestService, type TestService } from '@progression/service-kit/testing';
import { createApp } from '../../app';
import { announceCollections, cardsPerChange } from '../../domain/collection-changes';
import { envShape, serviceName } from '../../env';
import { Entry, entryId } from '../../models/entry';
import { Grant } from '../../models/grant';
import { Stamp, stampId } from '../../models/stamp';
import { fakeCatalog, fixtureCards } from '../../testing/fixture-cards';
import { collectionEvents } from './collection-events';

// Every change of ownership publishes collection.changed from the player's stamp (its outbox), with the
// new owned count of each card it touched and a version raised per change; a real nats-server carries it.
const gameId = '64b000000000000000000001';
const catalog = fakeCatalog(fixtureCards);
const handler = collectionEvents(catalog);

let ids = 0;
const objectId = () => `64e${String(++ids).padStart(21, '0')}`;

/** Every collection.changed the stream carried, as a consumer in another service would see it. */
const changes: EventData<'collection.changed'>[] = [];
const recorder = defineHandler({
  name: 'test-recorder',
  events: ['collection.changed'],
  async handle(event) {
    changes.push(event.data);
  },
});

let service: TestService<typeof envShape>;
beforeAll(async () => {
  service = await startTestService({
    name: serviceName,
    createApp,
    handlers: [handler, recorder],
    outbox: [Stamp],
    extraShape: envShape,
    extraEnv: { GAMES_URL: 'http://127.0.0.1:9', CATALOG_URL: 'http://127.0.0.1:9' },
  });
}, 30_000);
afterAll(() => service.stop());

const opened = (playerId: string, draftId: string, cardIds: string[]) =>
  createEvent('draft.packs.opened', 'drafts', {
    version: 1,
    gameId,
    playerId,
    draftId,
    week: 1,
    packIds: [objectId()],
    cards: cardIds.map((cardId) => ({
      cardId,
      setCardId: `sc-${cardId}`,
      equivalentRarity: 'COMMON' as const,
    })),
  });
const claimed = (playerId: string, rewardId: string, cards: { cardId: string; quantity: number }[]) =>
  createEvent('reward.claimed', 'rewards', {
    version: 1,
    gameId,
    playerId,
    rewardId,
    type: 'WILDCARD',
    week: 2,
    packSetIds: [],
    packDraftId: null,
    cards,
  });
const reverted = (
  playerId: string,
  rewardId: string,
  cards: { cardId: string; quantity: number }[],
  packDraftId: string | null = null,
) =>
  createEvent('reward.reverted', 'rewards', {
    version: 1,
    gameId,
    playerId,
    rewardId,
    type: packDraftId ? 'BOOSTER_PACK' : 'WILDCARD',
    packDraftId,
    cards,
  });

/** The changes of one player, in version order, as `[version, {cardId: owned}]`. */
const changesOf = (playerId: string) =>
  changes
    .filter((change) => change.playerId === playerId)
    .sort((a, b) => a.collectionVersion - b.collectionVersion)
    .map((change) => [
      change.collectionVersion,
      Object.fromEntries(change.cards.map((card) => [card.cardId, card.owned])),
    ]);

/**
 * Publishes events one after another, each once the one before was announced (events that arrive
 * together are announced as one change: see the batch test), until the player's changes reached `count`.
 */
const publishUntil = async (playerId: string, count: number, ...events: EventEnvelope<EventType>[]) => {
  for (const [index, event] of events.entries()) {
    await service.events!.publish(event);
    await eventually('the handler', () => changesOf(playerId).length >= Math.min(count, index + 1));
  }
  await eventually('the handler', () => changesOf(playerId).length >= count);
  return changesOf(playerId);
};

describe('collection.changed', () => {
  it('announces opened packs with the new counts, one version per change', async () => {
    const player = objectId();
    expect(
      await publishUntil(
        player,
        2,
        opened(player, objectId(), ['1001', '1001', '2001']),
        opened(player, objectId(), ['1001', '4002']),
      ),
    ).toEqual([
      [1, { '1001': 2, '2001': 1 }],
      // Another artwork's passcode (4002) counts for its card (4001).
      [2, { '1001': 3, '4001': 1 }],
    ]);
  });

  it('announces a wildcard claim and its revert, down to 0 for a card no longer owned', async () => {
    const player = objectId();
    const rewardId = objectId();
    const cards = [
      { cardId: '1003', quantity: 3 },
      { cardId: '1004', quantity: 1 },
    ];
    expect(
      await publishUntil(
        player,
        3,
        opened(player, objectId(), ['1003']),
        claimed(player, rewardId, cards),
        reverted(player, rewardId, cards),
      ),
    ).toEqual([
      [1, { '1003': 1 }],
      [2, { '1003': 4, '1004': 1 }],
      [3, { '1003': 1, '1004': 0 }],
    ]);
  });

  it("announces a pack reward's revert taking back its pack draft's cards", async () => {
    const player = objectId();
    const packDraftId = objectId();
    expect(
      await publishUntil(
        player,
        3,
        opened(player, objectId(), ['1001']),
        opened(player, packDraftId, ['1001', '1002']),
        reverted(player, objectId(), [], packDraftId),
      ),
    ).toEqual([
      [1, { '1001': 1 }],
      [2, { '1001': 2, '1002': 1 }],
      [3, { '1001': 1, '1002': 0 }],
    ]);
  });

  it('has published the change when the handler resolves, before its event is acknowledged', async () => {
    const player = objectId();
    await handler.handle(opened(player, objectId(), ['1005']), {
      logger: createLogger('test', 'silent'),
      consumer: 'test',
      attempt: 1,
      streamSequence: 1,
      outbox: service.outbox,
    });
    expect(await Stamp.exists({ _id: stampId(gameId, player), 'outbox.pending': true })).toBeNull();
    await eventually('the handler', () => changesOf(player).length === 1);
  });

  it('announces the events of a batch (an "Open all packs") as one change, a revert inside it in its place', async () => {
    const player = objectId();
    const packDraftId = objectId();
    const context = {
      logger: createLogger('test', 'silent'),
      consumer: 'test',
      attempt: 1,
      streamSequence: 1,
      outbox: service.outbox,
    };
    await handler.handleBatch!(
      [
        opened(player, packDraftId, ['1001', '1001']),
        opened(player, objectId(), ['1001', '4002']),
        reverted(player, objectId(), [], packDraftId),
        opened(player, objectId(), ['2001']),
      ],
      context,
    );
    await eventually('the changes', () => changesOf(player).length === 3);
    expect(changesOf(player)).toEqual([
      [1, { '1001': 3, '4001': 1 }],
      [2, { '1001': 1 }],
      [3, { '2001': 1 }],
    ]);
  });

  it('counts every grant when two recounts of one player overlap (two replicas): the one that read first counts again', async () => {
    const player = objectId();
    const context = {
      logger: createLogger('test', 'silent'),
      consumer: 'test',
      attempt: 1,
      streamSequence: 1,
      outbox: service.outbox,
    };
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let reached: () => void = () => undefined;
    const readStale = new Promise<void>((resolve) => (reached = resolve));
    // The first recount reads its grants (one copy), then waits while another recount runs whole.
    const find = Grant.find.bind(Grant);
    const spy = jest.spyOn(Grant, 'find').mockImplementationOnce(((...args: Parameters<typeof find>) => {
      const query = find(...args);
      return {
        lean: () =>
          query.lean().then(async (found: unknown) => {
            reached();
            await held;
            return found;
          }),
      };
    }) as never);
    const slow = handler.handle(opened(player, objectId(), ['1002']), context);
    await readStale;
    spy.mockRestore();
    await handler.handle(opened(player, objectId(), ['1002', '1002']), context);
    release();
    await slow; // it wrote its stale count, found the version moved, and counted again
    expect((await Entry.findById(entryId(gameId, player, '1002')).lean())!.quantity).toBe(3);
    await eventually('the changes', () => changesOf(player).at(-1)?.[1]?.['1002' as never] === 3);
  });

  it('fails the event, to be retried, when its change could not be published', async () => {
    const player = objectId();
    const unpublished: OutboxRelay = {
      flush: async () => undefined,
      wake: () => undefined,
      stop: async () => undefined,
    };
    await expect(
      handler.handle(opened(player, objectId(), ['1005']), {
        logger: createLogger('test', 'silent'),
        consumer: 'test',
        attempt: 1,
        streamSequence: 1,
        outbox: unpublished,
      }),
    ).rejects.toThrow('could not be published');
    // The relay's sweep publishes it all the same.
    await eventually('the handler', () => changesOf(player).length === 1);
  });

  it('announces the same counts again at a newer version when an event is handled twice', async () => {
    const player = objectId();
    const event = opened(player, objectId(), ['1002', '1002']);
    const context = {
      logger: createLogger('test', 'silent'),
      consumer: 'test',
      attempt: 2,
      streamSequence: 1,
      outbox: service.outbox,
    };
    await handler.handle(event, context);
    await handler.handle(event, context);
    await eventually('the handler', () => changesOf(player).length === 2);
    expect(changesOf(player)).toEqual([
      [1, { '1002': 2 }],
      [2, { '1002': 2 }],
    ]);
  });
});

describe('announcing collections from before collection.changed', () => {
  /** A collection as the service stored it before it published: entries and a stamp, never announced. */
  const storedBefore = async (playerId: string, quantities: Record<string, number>, version: number) => {
    for (const [cardId, quantity] of Object.entries(quantities)) {
      await Entry.collection.insertOne({
        _id: entryId(gameId, playerId, cardId) as never,
        gameId,
        playerId,
        cardId,
        quantity,
      });
    }
    await Stamp.collection.insertOne({ _id: stampId(gameId, playerId) as never, version });
  };

  it('announces each such collection whole, once, at a newer version, in events of at most 500 cards', async () => {
    const small = objectId();
    const large = objectId();
    await storedBefore(small, { '1001': 2, '2001': 1 }, 7);
    const many = Object.fromEntries(
      Array.from({ length: cardsPerChange + 20 }, (_, index) => [String(50_000 + index), 1]),
    );
    await storedBefore(large, many, 3);

    expect(await announceCollections(createLogger('test', 'silent'))).toBe(2);
    expect(await announceCollections(createLogger('test', 'silent'))).toBe(0);
    await eventually('the handler', () => changesOf(small).length === 1 && changesOf(large).length === 2);
    expect(changesOf(small)).toEqual([[8, { '1001': 2, '2001': 1 }]]);
    const [first, second] = changesOf(large);
    expect([first[0], second[0]]).toEqual([4, 5]);
    expect({ ...(first[1] as object), ...(second[1] as object) }).toEqual(many);
    expect(Object.keys(first[1] as object)).toHaveLength(cardsPerChange);
  });

  it('leaves a collection that changed since alone: its changes announce it', async () => {
    const player = objectId();
    await publishUntil(player, 1, opened(player, objectId(), ['1001']));
    expect(await announceCollections(createLogger('test', 'silent'))).toBe(0);
  });
});
