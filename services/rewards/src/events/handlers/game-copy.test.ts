import request from 'supertest';
import { messages, type EventEnvelope } from '@progression/contracts';
import {
  bearerFor,
  eventually,
  startTestService,
  testGameEvents,
  type TestService,
} from '@progression/service-kit/testing';
import { createApp } from '../../app';
import { gamesReader } from '../../domain/games';
import { envShape, serviceName } from '../../env';
import { Game } from '../../models/game';
import { presentGame } from '../../models/game.presenter';
import { Reward } from '../../models/reward';
import { fakeNeighbours, gameId, playerIds, sets, users } from '../../testing/fixtures';
import { gameCopy } from './game-copy';
import { resultRecorded } from './result-recorded';
import { weekStarted } from './week-started';

// Rewards with its real copy of games (fed by games' events) and a games that counts every question: a
// claim, a page and an access check read the copy alone; only a refusal asks games first.
const neighbours = fakeNeighbours();
const gamesAsked: string[] = [];
let service: TestService<typeof envShape>;
beforeAll(async () => {
  service = await startTestService({
    name: serviceName,
    createApp: (deps) =>
      createApp(deps, {
        games: gamesReader(async (id) => {
          gamesAsked.push(id);
          return neighbours.internalGame(id);
        }),
        catalog: neighbours.clients.catalog,
      }),
    handlers: [gameCopy, weekStarted, resultRecorded],
    extraShape: envShape,
    extraEnv: { GAMES_URL: 'http://127.0.0.1:9', CATALOG_URL: 'http://127.0.0.1:9' },
  });
}, 30_000);
afterAll(() => service.stop());

const events = () => testGameEvents(neighbours.internalGame(gameId));
const copy = async () => presentGame((await Game.findById(gameId).lean())!);
const handle = (event: EventEnvelope<'game.week.started' | 'game.player.joined'>) =>
  gameCopy.handle(event, {
    logger: service.logger,
    consumer: 'rewards-game-copy',
    attempt: 1,
    streamSequence: 1,
  });

describe("rewards' copy of a game", () => {
  beforeEach(() => Game.deleteMany({}));

  it('ends the same whichever order the joins and week starts come in, and a redelivery changes nothing', async () => {
    neighbours.state.activeWeek = 2;
    const built = events();
    const joins = [playerIds.ann, playerIds.bob, playerIds.eve].map((id) => built.playerJoined(id));
    const weekOne = built.weekStarted(1);
    const weekTwo = built.weekStarted(2);

    for (const event of [...joins, weekOne, weekTwo]) await handle(event);
    const inOrder = await copy();
    await Game.deleteMany({});
    for (const event of [weekTwo, joins[2]!, weekOne, joins[0]!, joins[1]!, weekTwo]) await handle(event);
    expect(await copy()).toEqual(inOrder);

    expect(inOrder).toEqual({
      gameId,
      activeWeek: 2,
      players: [
        { id: playerIds.ann, userId: users.ann.id, username: 'ann', isAdmin: true },
        { id: playerIds.bob, userId: users.bob.id, username: 'bob', isAdmin: false },
        { id: playerIds.eve, userId: users.eve.id, username: 'eve', isAdmin: false },
      ],
      plan: {
        cardPools: [
          { name: 'Core', type: 'STANDARD' },
          { name: 'Prize', type: 'REWARD' },
        ],
        weeks: [
          { week: 1, weekSets: [{ pool: 'Core', sets: [expect.objectContaining({ id: sets.A.id })] }] },
          {
            week: 2,
            weekSets: [
              { pool: 'Core', sets: [expect.objectContaining({ id: sets.B.id })] },
              { pool: 'Prize', sets: [expect.objectContaining({ id: sets.P.id })] },
            ],
          },
        ],
      },
    });
  });

  it('is whole from a single week start, even one heard mid-season', async () => {
    neighbours.state.activeWeek = 2;
    await handle(events().weekStarted(2));
    const game = await copy();
    expect(game.activeWeek).toBe(2);
    expect(game.plan.weeks.map((week) => week.week)).toEqual([1, 2]);
    expect(game.players).toHaveLength(3);
  });
});

describe('claims and pages read the copy, never games', () => {
  it('lets a player claim the booster their week start granted, and keeps strangers out', async () => {
    neighbours.state.activeWeek = 2;
    await service.events!.publish(events().weekStarted(2));
    const reward = await eventually('the grant', () =>
      Reward.findOne({ gameId, playerId: playerIds.bob, type: 'BOOSTER_PACK' }).lean(),
    );
    const api = () => request(service.app.callback());
    const asBob = (test: request.Test) => test.set('authorization', bearerFor(users.bob));

    const page = await asBob(api().get(`/rest/api/game-rewards?gameId=${gameId}`)).expect(200);
    expect(page.body.rewards.map((one: { id: string }) => one.id)).toContain(reward._id);
    const pool = await asBob(api().get(`/rest/api/game-rewards/pack-drafts/${reward.draftId}`)).expect(200);
    expect(pool.body.packPool.map((entry: { cardSet: { id: string } }) => entry.cardSet.id)).toEqual([
      sets.A.id,
      sets.B.id,
    ]);
    await asBob(api().put(`/rest/api/game-rewards/pack-drafts/${reward.draftId}`))
      .send({ selectedPackIds: [sets.B.id] })
      .expect(200);
    expect((await Reward.findById(reward._id).lean())?.status).toBe('CLAIMED');

    const stranger = await api()
      .get(`/rest/api/game-rewards?gameId=${gameId}`)
      .set('authorization', bearerFor(users.dee))
      .expect(404);
    expect(stranger.body.message).toBe(messages.errors.gameNotFound(gameId));
    expect(gamesAsked).toEqual([gameId]);
  });

  it("lets in a player whose join the copy has not heard of yet, on games' word, until the join arrives", async () => {
    gamesAsked.length = 0;
    // Bob's join is still on its way to this copy.
    await Game.updateOne({ _id: gameId }, { $unset: { [`players.${playerIds.bob}`]: 1 } });
    const api = () => request(service.app.callback());
    const asBob = () =>
      api().get(`/rest/api/game-rewards?gameId=${gameId}`).set('authorization', bearerFor(users.bob));
    await asBob().expect(200);
    expect(gamesAsked).toEqual([gameId]);
    // The join arrives: the copy answers alone again.
    await handle(events().playerJoined(playerIds.bob));
    await asBob().expect(200);
    expect(gamesAsked).toEqual([gameId]);
  });
});
