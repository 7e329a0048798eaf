import { defineHandler } from '@progression/service-kit';
import { eventually, startTestService, type TestService } from '@progression/service-kit/testing';
import { createApp } from '../app';
import { envShape, serviceName } from '../env';
import { DraftPackModel } from '../models/draft-pack';
import { PackDraftModel } from '../models/pack-draft';
import { eventOf, fakeClients, gameId, handlerContext, players, sets, users } from '../testing/fixtures';
import { playerJoined } from './handlers/player-joined';
import { rewardDrafts } from './handlers/reward-drafts';
import { weekStarted } from './handlers/week-started';

const { clients } = fakeClients();
let service: TestService<typeof envShape>;
const created: string[] = [];

beforeAll(async () => {
  service = await startTestService({
    name: serviceName,
    createApp: (deps) => createApp(deps, clients),
    extraShape: envShape,
    extraEnv: {
      GAMES_URL: 'http://127.0.0.1:9',
      MODES_URL: 'http://127.0.0.1:9',
      CATALOG_URL: 'http://127.0.0.1:9',
    },
    handlers: [weekStarted(clients), playerJoined(clients), rewardDrafts(clients)],
    outbox: [PackDraftModel, DraftPackModel],
  });
  // Another service's view: every draft.created published through the outbox relay.
  await service.events!.consume(
    defineHandler({
      name: 'test-listener',
      events: ['draft.created'],
      handle: async (event) => void created.push(event.data.draftId),
    }),
  );
}, 60_000);
afterAll(() => service.stop());

const weekStartedEvent = (week: number) =>
  eventOf('game.week.started', {
    version: 1,
    gameId,
    week,
    weekId: `64f00000000000000000000${week}`,
    modeId: '64c000000000000000000001',
    banlistVersion: null,
    playerIds: [players.ann.id, players.bob.id],
  });

describe('drafts from game events (real NATS)', () => {
  it('gives every player one WEEKLY draft, also after redeliveries and a rerun as after a restart', async () => {
    const event = weekStartedEvent(1);
    await service.events!.publish(event);
    await eventually(
      'the handler',
      async () => (await PackDraftModel.countDocuments({ week: 1, source: 'WEEKLY' })) === 2,
    );
    // The same event again (a redelivery), a rerun of the handler (a crash before its ack) and a second
    // replica's run at once.
    await service.events!.publish({ ...event, id: globalThis.crypto.randomUUID() });
    await Promise.all([
      weekStarted(clients).handle(event, handlerContext),
      weekStarted(clients).handle(event, handlerContext),
    ]);
    await new Promise((wait) => setTimeout(wait, 300));
    expect(await PackDraftModel.countDocuments({ week: 1 })).toBe(2);
    await eventually('the handler', () => created.length >= 2);
    await new Promise((wait) => setTimeout(wait, 300));
    expect(new Set(created).size).toBe(2);
    expect(created).toHaveLength(2);
  });

  it('gives a late joiner the current week, and prior weeks when the game says so', async () => {
    const late = (playerId: string, userId: string, givePriorDrafts: boolean) =>
      eventOf('game.player.joined', {
        version: 1,
        gameId,
        playerId,
        userId,
        username: 'late',
        isAdmin: false,
        joinedDuringWeek: 2,
        givePriorDrafts,
      });
    const withPrior = { id: '64e0000000000000000000a1', user: '64a0000000000000000000a1' };
    const without = { id: '64e0000000000000000000a2', user: '64a0000000000000000000a2' };
    await service.events!.publish(late(withPrior.id, withPrior.user, true));
    await service.events!.publish(late(without.id, without.user, false));
    await eventually(
      'the handler',
      async () =>
        (await PackDraftModel.countDocuments({ playerId: { $in: [withPrior.id, without.id] } })) === 3,
    );
    const weeksOf = async (playerId: string) =>
      (await PackDraftModel.find({ playerId }).lean()).map((draft) => draft.week).sort();
    expect(await weeksOf(withPrior.id)).toEqual([1, 2]);
    expect(await weeksOf(without.id)).toEqual([2]);
    // Joining before the game starts gives nothing.
    await playerJoined(clients).handle(
      eventOf('game.player.joined', {
        version: 1,
        gameId,
        playerId: '64e0000000000000000000a3',
        userId: users.carl.id,
        username: 'c',
        isAdmin: false,
        joinedDuringWeek: 0,
        givePriorDrafts: true,
      }),
      handlerContext,
    );
    expect(await PackDraftModel.countDocuments({ playerId: '64e0000000000000000000a3' })).toBe(0);
  });

  it('creates a REWARD draft once under the claimed id, and a revert removes its sealed packs', async () => {
    const packDraftId = '650000000000000000000001';
    const claim = eventOf('reward.claimed', {
      version: 1,
      gameId,
      playerId: players.bob.id,
      rewardId: '651000000000000000000001',
      type: 'BOOSTER_PACK',
      week: 1,
      packSetIds: [sets.core.id, sets.core.id, sets.deck.id],
      packDraftId,
      cards: [],
    } as never);
    await service.events!.publish(claim);
    await eventually(
      'the handler',
      async () => (await DraftPackModel.countDocuments({ draftId: packDraftId })) === 3,
    );
    await rewardDrafts(clients).handle(claim as never, handlerContext);
    expect(await PackDraftModel.countDocuments({ _id: packDraftId })).toBe(1);
    expect(await DraftPackModel.countDocuments({ draftId: packDraftId })).toBe(3);
    const draft = await PackDraftModel.findById(packDraftId).lean();
    expect(draft).toMatchObject({ source: 'REWARD', userId: users.bob.id, playerId: players.bob.id });

    // One pack opened before the revert stays (the collection takes its cards back); the sealed go.
    await DraftPackModel.updateOne({ draftId: packDraftId, index: 0 }, { $set: { status: 'OPENED' } });
    await service.events!.publish(
      eventOf('reward.reverted', {
        version: 1,
        gameId,
        playerId: players.bob.id,
        rewardId: '651000000000000000000001',
        type: 'BOOSTER_PACK',
        packDraftId,
        cards: [],
      } as never),
    );
    await eventually(
      'the handler',
      async () => (await DraftPackModel.countDocuments({ draftId: packDraftId })) === 1,
    );
    await eventually('the handler', async () =>
      Boolean((await PackDraftModel.findById(packDraftId).lean())!.closedAt),
    );
    expect((await PackDraftModel.findById(packDraftId).lean())!.reverted).toBe(true);
  });
});
