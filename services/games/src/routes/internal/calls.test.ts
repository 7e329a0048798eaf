import { messages } from '@progression/contracts';
import { serviceBearer } from '@progression/service-kit/testing';
import { startGamesHarness, testUser, type GamesHarness } from '../../testing/harness';

let h: GamesHarness;
beforeAll(async () => {
  h = await startGamesHarness();
}, 60_000);
afterAll(() => h.stop());

const admin = testUser('kaiba');
const createGame = async () => h.createGame(admin, (await h.createMode(admin)).id);

describe('GET /internal/progression-game/{id}', () => {
  it("answers a service the game's plan and players, and refuses users", async () => {
    const game = await createGame();
    const response = await h
      .api()
      .get(`/internal/progression-game/${game.id}`)
      .set('authorization', serviceBearer('drafts'))
      .expect(200);
    expect(response.body.plan.weeks[0].weekSets[0].sets[0]).toMatchObject({
      id: h.catalog.setId('LOB'),
      releaseDate: '2002-03-08T00:00:00.000Z',
    });
    expect(response.body.plan.draftConfig.steps[0]).toMatchObject({ numPacks: 12, pool: 'Standard' });
    expect(response.body.players[0]).toMatchObject({ userId: admin.id, isAdmin: true });
    await h.api().get(`/internal/progression-game/${game.id}`).set(h.auth(admin)).expect(403);
  });
});

describe('GET /internal/progression-game/invite-code/{code}', () => {
  it('answers a service the game an invite code opens, 404 for an unknown code, and refuses users', async () => {
    const game = await createGame();
    const path = `/internal/progression-game/invite-code/${game.inviteCode}`;
    const response = await h.api().get(path).set('authorization', serviceBearer('integrations')).expect(200);
    expect(response.body).toEqual({ gameId: game.id, name: game.name });
    await h
      .api()
      .get('/internal/progression-game/invite-code/NOPE')
      .set('authorization', serviceBearer('integrations'))
      .expect(404, { message: messages.games.inviteCodeNotFound });
    await h.api().get(path).set(h.auth(admin)).expect(403);
  });
});
