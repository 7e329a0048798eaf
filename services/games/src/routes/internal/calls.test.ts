import { gamePlan, gamesCalls, messages, type Game } from '@progression/contracts';
import { callApp, type AppCallClient, type DeclaredCallChecks } from '@progression/service-kit/testing';
import { Game as GameModel } from '../../models/game';
import { presentGame, presentPlayer } from '../../models/game.presenter';
import { startGamesHarness, testUser, type GamesHarness } from '../../testing/harness';

// Each call games declares for other services, made once through the client built from its declaration
// against the real app: the path, the schemas and the handler agree.
let h: GamesHarness;
let games: AppCallClient<typeof gamesCalls>;
let game: Game;
const admin = testUser('kaiba');
/** The admin of a second game, whose week is started. */
const other = testUser('pegasus');
beforeAll(async () => {
  h = await startGamesHarness();
  games = await callApp(gamesCalls, h.service.app, 'drafts');
  game = await h.createGame(admin, (await h.createMode(admin)).id);
}, 60_000);
afterAll(async () => {
  await games?.stop();
  await h?.stop();
});

const asAdmin = () => h.auth(admin);

const checks: DeclaredCallChecks<typeof gamesCalls> = {
  async internalGame(client) {
    const { plan, players } = await client.internalGame({ params: { id: game.id } });
    expect(plan.weeks[0]!.weekSets[0]!.sets[0]).toMatchObject({
      id: h.catalog.setId('LOB'),
      releaseDate: '2002-03-08T00:00:00.000Z',
    });
    expect(plan.draftConfig.steps[0]).toMatchObject({ numPacks: 12, pool: 'Standard' });
    expect(players[0]).toMatchObject({ userId: admin.id, isAdmin: true });
    // Read plain, the answer is what the whole mongoose document presents (a started week included).
    const started = await h.createGame(other, (await h.createMode(other)).id);
    await h
      .api()
      .post(`/rest/api/progression-game/${started.id}/week`)
      .set(h.auth(other))
      .send({ week: 1 })
      .expect(200);
    const stored = (await GameModel.findById(started.id))!;
    expect(stored.weeks).toHaveLength(1);
    expect(await client.internalGame({ params: { id: started.id } })).toEqual({
      game: presentGame(stored),
      players: stored.players.map((player) => presentPlayer(stored._id, player)),
      plan: gamePlan.parse(stored.toObject().plan),
    });
    const unknown = '64b0000000000000000000ff';
    await expect(client.internalGame({ params: { id: unknown } })).rejects.toMatchObject({
      status: 404,
      message: messages.errors.gameNotFound(unknown),
    });
    // A user's token is refused (the callee's 403 is a 502 to a caller: its own credentials failed).
    await expect(client.internalGame({ params: { id: game.id } }, asAdmin())).rejects.toMatchObject({
      status: 502,
    });
  },
  async gameEventData(client) {
    const playerId = game.playerIds[0]!;
    const data = await client.gameEventData({
      params: { id: game.id },
      query: { type: 'game.player.joined', playerId },
    });
    expect(data).toMatchObject({ gameId: game.id });
    // Before the first week starts there is no week to rebuild.
    await expect(
      client.gameEventData({ params: { id: game.id }, query: { type: 'game.week.started', week: 1 } }),
    ).rejects.toMatchObject({ status: 404 });
  },
  async gameByInviteCode(client) {
    expect(await client.gameByInviteCode({ params: { code: game.inviteCode } })).toEqual({
      gameId: game.id,
      name: game.name,
    });
    await expect(client.gameByInviteCode({ params: { code: 'NOPE' } })).rejects.toMatchObject({
      status: 404,
      message: messages.games.inviteCodeNotFound,
    });
  },
  async gamesOfUser(client) {
    expect(await client.gamesOfUser({ params: { userId: admin.id } })).toEqual({
      games: [{ gameId: game.id, name: game.name, inviteCode: game.inviteCode, isAdmin: true }],
    });
    expect(await client.gamesOfUser({ params: { userId: testUser('stranger').id } })).toEqual({
      games: [],
    });
  },
  async gameOfCaller(client) {
    expect(await client.gameOfCaller({ params: { id: game.id } }, asAdmin())).toMatchObject({ id: game.id });
    const stranger = { authorization: h.auth(testUser('stranger')).authorization };
    await expect(client.gameOfCaller({ params: { id: game.id } }, stranger)).rejects.toMatchObject({
      status: 404,
    });
  },
  async playerOfCaller(client) {
    expect(await client.playerOfCaller({ query: { gameId: game.id } }, asAdmin())).toMatchObject({
      userId: admin.id,
      isAdmin: true,
    });
  },
};

it.each(Object.keys(gamesCalls))('serves %s as declared', (name) =>
  checks[name as keyof typeof gamesCalls](games.client),
);
