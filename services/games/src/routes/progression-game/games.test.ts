import { game as gameSchema, messages, type Game } from '@progression/contracts';
import { inviteCodeAlphabet } from '../../domain/invite-code';
import { Game as GameModel } from '../../models/game';
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

const createGame = async (user = admin, settings?: object): Promise<Game> =>
  h.createGame(user, (await h.createMode(user)).id, settings);
const join = (code: string, user = player) =>
  h.api().put('/rest/api/progression-game/invite').query({ inviteCode: code }).set(h.auth(user));

describe('POST /rest/api/progression-game', () => {
  it("creates a game named after the mode, with the creator as its admin and the mode's plan copied", async () => {
    const mode = await h.createMode(admin);
    const response = await h
      .api()
      .post('/rest/api/progression-game')
      .set(h.auth(admin))
      .send({ modeId: mode.id })
      .expect(201);
    const game = gameSchema.parse(response.body);
    expect(game).toMatchObject({
      name: 'First year',
      status: 'IN_PROGRESS',
      activeWeek: 0,
      weeks: [],
      modeId: mode.id,
      cardGameType: 'YUGIOH',
    });
    expect(game.settings).toEqual({ givePriorDraftsToLateJoiners: false });
    expect(game.inviteCode).toMatch(new RegExp(`^[${inviteCodeAlphabet}]{10}$`));
    expect(game.playerIds).toHaveLength(1);
    const stored = await GameModel.findById(game.id).lean();
    expect(stored?.players[0]).toMatchObject({ userId: admin.id, username: 'kaiba', isAdmin: true });
    expect(stored?.plan.weeks.map((week) => week.weekSets[0]!.sets.map((set) => set.setCode))).toEqual([
      ['LOB'],
      ['MRD', 'SRL'],
    ]);
  });

  it('stores the setting that gives late joiners every prior draft', async () => {
    const game = await createGame(admin, { givePriorDraftsToLateJoiners: true });
    expect(game.settings.givePriorDraftsToLateJoiners).toBe(true);
  });

  it('gives every game its own invite code', async () => {
    const codes = new Set([
      (await createGame()).inviteCode,
      (await createGame()).inviteCode,
      (await createGame()).inviteCode,
    ]);
    expect(codes.size).toBe(3);
  });

  it('refuses a mode the caller cannot see, as the modes service does (404)', async () => {
    const mode = await h.createMode(otherAdmin);
    const response = await h
      .api()
      .post('/rest/api/progression-game')
      .set(h.auth(stranger))
      .send({ modeId: mode.id })
      .expect(404);
    expect(response.body.message).toBe(messages.modes.modeNotFound);
    expect(await GameModel.countDocuments({ modeId: mode.id })).toBe(0);
  });

  it('refuses a request without a mode or without a token', async () => {
    await h.api().post('/rest/api/progression-game').set(h.auth(admin)).send({}).expect(400);
    await h.api().post('/rest/api/progression-game').send({ modeId: 'x' }).expect(401);
  });
});

describe('GET /rest/api/progression-game', () => {
  it('lists only the games the caller plays in, oldest first', async () => {
    const lister = testUser('lister');
    const first = await createGame(lister);
    const second = await createGame(otherAdmin);
    await join(second.inviteCode, lister).expect(200);
    await createGame(otherAdmin);
    const response = await h.api().get('/rest/api/progression-game').set(h.auth(lister)).expect(200);
    expect(response.body.games.map((game: Game) => game.id)).toEqual([first.id, second.id]);
  });
});

describe('GET /rest/api/progression-game/{id}', () => {
  it('answers its players and 404 to anyone else, as for an unknown id', async () => {
    const game = await createGame();
    await join(game.inviteCode).expect(200);
    await h.api().get(`/rest/api/progression-game/${game.id}`).set(h.auth(player)).expect(200);
    for (const [user, id] of [
      [stranger, game.id],
      [admin, '64b0000000000000000000ff'],
      [admin, 'nope'],
    ] as const) {
      const response = await h.api().get(`/rest/api/progression-game/${id}`).set(h.auth(user)).expect(404);
      expect(response.body.message).toBe(messages.errors.gameNotFound(id));
    }
  });
});

describe('PUT /rest/api/progression-game/invite', () => {
  it('adds the caller as a player who is not an admin', async () => {
    const game = await createGame();
    const response = await join(game.inviteCode).expect(200);
    expect(response.body.playerIds).toHaveLength(2);
    const me = await h
      .api()
      .get('/rest/api/game-player/user')
      .query({ gameId: game.id })
      .set(h.auth(player))
      .expect(200);
    expect(me.body).toMatchObject({
      userId: player.id,
      username: 'joey',
      isAdmin: false,
      gameId: game.id,
      activeDrafts: [],
    });
  });

  it('takes the code in any case and with blanks around it', async () => {
    const game = await createGame();
    await join(` ${game.inviteCode.toLowerCase()} `).expect(200);
  });

  it('refuses an unknown code with the spec message', async () => {
    const response = await join('WRONGCODE2').expect(404);
    expect(response.body.message).toBe(messages.games.inviteCodeNotFound);
  });

  it('refuses joining twice, and the creator joining their own game', async () => {
    const game = await createGame();
    await join(game.inviteCode).expect(200);
    expect((await join(game.inviteCode).expect(409)).body.message).toBe(messages.games.alreadyJoined);
    expect((await join(game.inviteCode, admin).expect(409)).body.message).toBe(messages.games.alreadyJoined);
    expect((await GameModel.findById(game.id))?.players).toHaveLength(2);
  });

  it('lets only one of two simultaneous joins of the same user in', async () => {
    const game = await createGame();
    const answers = await Promise.all([join(game.inviteCode), join(game.inviteCode), join(game.inviteCode)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    expect((await GameModel.findById(game.id))?.players).toHaveLength(2);
  });
});

describe('GET /rest/api/progression-game/invite-code/validation', () => {
  it('says whether a code names a game', async () => {
    const game = await createGame();
    const check = (inviteCode: string) =>
      h
        .api()
        .get('/rest/api/progression-game/invite-code/validation')
        .query({ inviteCode })
        .set(h.auth(stranger))
        .expect(200);
    expect((await check(game.inviteCode)).body).toEqual({ valid: true });
    expect((await check(game.inviteCode.toLowerCase())).body).toEqual({ valid: true });
    expect((await check('WRONGCODE2')).body).toEqual({ valid: false });
  });
});

describe('GET /rest/api/progression-game/{id}/advice', () => {
  it('answers no issues without a matches service, and 404 to a stranger', async () => {
    const game = await createGame();
    await h
      .api()
      .post(`/rest/api/progression-game/${game.id}/week`)
      .set(h.auth(admin))
      .send({ week: 1 })
      .expect(200);
    const response = await h
      .api()
      .get(`/rest/api/progression-game/${game.id}/advice`)
      .set(h.auth(admin))
      .expect(200);
    expect(response.body).toEqual({ playerMatchIssues: [] });
    await h.api().get(`/rest/api/progression-game/${game.id}/advice`).set(h.auth(stranger)).expect(404);
  });
});
