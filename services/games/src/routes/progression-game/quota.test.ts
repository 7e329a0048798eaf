import { messages } from '@progression/contracts';
import { Game } from '../../models/game';
import { startGamesHarness, testUser, type GamesHarness } from '../../testing/harness';

let h: GamesHarness;
beforeAll(async () => {
  h = await startGamesHarness({ GAMES_CREATED_PER_USER: '3' });
}, 60_000);
afterAll(() => h.stop());

describe('games created per user', () => {
  it('of 10 concurrent creations, lets exactly the quota through; joining is not counted', async () => {
    const creator = testUser('organiser');
    const mode = await h.createMode(creator);
    const create = () =>
      h.api().post('/rest/api/progression-game').set(h.auth(creator)).send({ modeId: mode.id });
    const answers = await Promise.all(Array.from({ length: 10 }, create));
    expect(answers.map((answer) => answer.status).sort()).toEqual([
      ...Array(3).fill(201),
      ...Array(7).fill(409),
    ]);
    expect(answers.find((answer) => answer.status === 409)?.body).toEqual({
      message: messages.games.tooManyGames(3),
    });
    expect(await Game.countDocuments({ 'players.userId': creator.id })).toBe(3);
    const other = testUser('host');
    const game = await h.createGame(other, (await h.createMode(other)).id);
    await h
      .api()
      .put('/rest/api/progression-game/invite')
      .query({ inviteCode: game.inviteCode })
      .set(h.auth(creator))
      .expect(200);
  });
});
