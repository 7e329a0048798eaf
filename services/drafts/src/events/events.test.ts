import { defineHandler } from '@progression/service-kit';
import {
  eventually,
  startGamesForUpcasts,
  startTestService,
  testGameEvents,
  type StandIn,
  type TestService,
} from '@progression/service-kit/testing';
import { createApp } from '../app';
import { envShape, serviceName } from '../env';
import { DraftPackModel } from '../models/draft-pack';
import { PackDraftModel } from '../models/pack-draft';
import { eventOf, fakeClients, gameId, handlerContext, players, sets, users } from '../testing/fixtures';
import { playerJoined } from './handlers/player-joined';
import { rewardDrafts } from './handlers/reward-drafts';
import { weekStarted } from './handlers/week-started';

const { clients, games: gameReads } = fakeClients();
const gameEvents = testGameEvents(gameReads[gameId]!);
let service: TestService<typeof envShape>;
/** Games for the v1 upcasters only: a v2 event must reach no games at all, neither fake nor HTTP. */
let games: StandIn;
const created: string[] = [];

beforeAll(async () => {
  const forUpcasts = await startGamesForUpcasts(serviceName, () => gameEvents);
  games = forUpcasts.games;
  service = await startTestService({
    upcast: forUpcasts.upcast,
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
beforeEach(() => {
  games.received.length = 0;
});
afterAll(async () => {
  await service.stop();
  await games.stop();
});

const gamesReads = () => jest.spyOn(clients.games, 'internalGame');

describe('drafts from game events (real NATS)', () => {
  it('gives every player one WEEKLY draft, also after redeliveries and a rerun as after a restart', async () => {
    const reads = gamesReads();
    const event = gameEvents.weekStarted(1);
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
    // Everything came with the event: games was not asked.
    expect(reads).not.toHaveBeenCalled();
    expect(games.received).toEqual([]);
    reads.mockRestore();
  });

  it("reads a v1 week start still in the stream, upcast with games' one rebuild call", async () => {
    await service.events!.publish(gameEvents.weekStartedV1(2) as never);
    await eventually(
      'the handler',
      async () => (await PackDraftModel.countDocuments({ week: 2, source: 'WEEKLY' })) === 2,
    );
    expect(games.received).toEqual([`GET /internal/progression-game/${gameId}/event-data`]);
    expect(games.unexpected).toEqual([]);
    const draft = await PackDraftModel.findOne({ week: 2, playerId: players.bob.id }).lean();
    expect(draft).toMatchObject({ userId: users.bob.id, gameId });
    // Week 2's one set, in each of the plan's two steps.
    expect(draft!.stages.map((stage) => stage.sets.map((set) => set.id))).toEqual([
      [sets.unknown.id],
      [sets.unknown.id],
    ]);
  });

  it('gives a late joiner the current week, and prior weeks when the game says so', async () => {
    const reads = gamesReads();
    const joiner = (id: string, userId: string) => ({
      id,
      userId,
      gameId,
      username: 'late',
      isAdmin: false,
      activeDrafts: [],
    });
    const withPrior = joiner('64e0000000000000000000a1', '64a0000000000000000000a1');
    const without = joiner('64e0000000000000000000a2', '64a0000000000000000000a2');
    const early = joiner('64e0000000000000000000a3', users.carl.id);
    gameReads[gameId]!.players.push(withPrior, without, early);
    const settings = gameReads[gameId]!.game.settings;
    settings.givePriorDraftsToLateJoiners = true;
    await service.events!.publish(gameEvents.playerJoined(withPrior.id, 2));
    settings.givePriorDraftsToLateJoiners = false;
    await service.events!.publish(gameEvents.playerJoined(without.id, 2));
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
    settings.givePriorDraftsToLateJoiners = true;
    await playerJoined(clients).handle(gameEvents.playerJoined(early.id, 0), handlerContext);
    expect(await PackDraftModel.countDocuments({ playerId: early.id })).toBe(0);
    expect(reads).not.toHaveBeenCalled();
    expect(games.received).toEqual([]);
    reads.mockRestore();
  });

  it("reads a v1 join still in the stream, upcast with games' one rebuild call", async () => {
    const late = { id: '64e0000000000000000000a4', userId: '64a0000000000000000000a4' };
    gameReads[gameId]!.players.push({ ...late, gameId, username: 'v1', isAdmin: false, activeDrafts: [] });
    await service.events!.publish(gameEvents.playerJoinedV1(late.id, 2) as never);
    await eventually(
      'the handler',
      async () => (await PackDraftModel.countDocuments({ playerId: late.id })) === 2,
    );
    expect(games.received).toEqual([`GET /internal/progression-game/${gameId}/event-data`]);
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
