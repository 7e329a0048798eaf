import { game as gameSchema, messages, type Game, type Player } from '@progression/contracts';
import { startGamesHarness, testUser, type GamesHarness } from '../../testing/harness';

let h: GamesHarness;
beforeAll(async () => {
  h = await startGamesHarness();
}, 60_000);
afterAll(() => h.stop());

const admin = testUser('kaiba');
const player = testUser('joey');
const stranger = testUser('bakura');
const otherAdmin = testUser('pegasus');
let game: Game;
let otherGame: Game;

beforeAll(async () => {
  const create = async (user: typeof admin) => {
    const mode = await h.createMode(user);
    return gameSchema.parse(
      (
        await h
          .api()
          .post('/rest/api/progression-game')
          .set(h.auth(user))
          .send({ modeId: mode.id })
          .expect(201)
      ).body,
    );
  };
  game = await create(admin);
  otherGame = await create(otherAdmin);
  const joined = await h
    .api()
    .put('/rest/api/progression-game/invite')
    .query({ inviteCode: game.inviteCode })
    .set(h.auth(player))
    .expect(200);
  game = gameSchema.parse(joined.body);
}, 60_000);

const players = (user: typeof admin, query: object) =>
  h.api().get('/rest/api/game-player').query(query).set(h.auth(user));

describe('GET /rest/api/game-player/user', () => {
  it("answers the caller's player in the game", async () => {
    const response = await h
      .api()
      .get('/rest/api/game-player/user')
      .query({ gameId: game.id })
      .set(h.auth(admin))
      .expect(200);
    expect(response.body).toEqual({
      id: game.playerIds[0],
      userId: admin.id,
      gameId: game.id,
      username: 'kaiba',
      isAdmin: true,
      activeDrafts: [],
    });
  });

  it('answers 404 to a stranger and to the admin of another game', async () => {
    for (const user of [stranger, otherAdmin])
      await h
        .api()
        .get('/rest/api/game-player/user')
        .query({ gameId: game.id })
        .set(h.auth(user))
        .expect(404);
  });
});

describe('GET /rest/api/game-player', () => {
  it('lists all players of a game with their usernames for its players (the Players card)', async () => {
    const response = await players(player, { gameId: game.id }).expect(200);
    expect(response.body.players.map((one: Player) => [one.username, one.isAdmin])).toEqual([
      ['kaiba', true],
      ['joey', false],
    ]);
  });

  it('answers players by id to a player of the same game', async () => {
    const [first, second] = game.playerIds;
    const response = await players(player, { gamePlayerId: [second, first] }).expect(200);
    expect(response.body.players.map((one: Player) => one.username)).toEqual(['joey', 'kaiba']);
  });

  it('refuses players of a game the caller does not play in (stranger, admin of another game)', async () => {
    for (const user of [stranger, otherAdmin]) {
      const response = await players(user, { gamePlayerId: game.playerIds[0] }).expect(404);
      expect(response.body.message).toBe(messages.errors.playerNotFound);
      await players(user, { gameId: game.id }).expect(404);
    }
    await players(admin, { gamePlayerId: [game.playerIds[0], otherGame.playerIds[0]] }).expect(404);
  });

  it('asks for a player id or a game id', async () => {
    await players(admin, {}).expect(400);
  });
});
