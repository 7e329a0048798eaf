import { gamePlan } from '@progression/contracts';
import { startGamesHarness, testUser, type GamesHarness } from '../../testing/harness';

let h: GamesHarness;
const owner = testUser('yugi');
const player = testUser('tea');

beforeAll(async () => {
  h = await startGamesHarness();
}, 60_000);
afterAll(() => h.stop());

describe('GET /rest/api/progression-game/{id}/plan', () => {
  it("shows a player who does not own the mode the game's copy of its plan", async () => {
    const steps = [
      {
        numPacks: 6,
        pool: 'Standard',
        draftBehaviour: 'SHOP',
        rarityDistribution: 'RANDOM',
        maxPackRules: [{ max: 2 }, { type: 'DECK', max: 1 }],
      },
    ];
    const mode = await h.createMode(owner, { draftConfig: { steps } });
    const game = await h.createGame(owner, mode.id);
    await h
      .api()
      .put('/rest/api/progression-game/invite')
      .query({ inviteCode: game.inviteCode })
      .set(h.auth(player))
      .expect(200);

    const response = await h
      .api()
      .get(`/rest/api/progression-game/${game.id}/plan`)
      .set(h.auth(player))
      .expect(200);
    const plan = gamePlan.parse(response.body);
    expect(plan.cardPools).toEqual(mode.cardPools);
    expect(plan.draftConfig).toEqual({ steps });
    expect(plan.banlistConfig).toEqual(mode.banlistConfig);
    expect(
      plan.weeks.map((week) => week.weekSets.map((weekSet) => weekSet.sets.map((set) => set.setCode))),
    ).toEqual([[['LOB']], [['MRD', 'SRL']]]);
  });

  it('answers 404 for an id that names no game', async () => {
    const response = await h.api().get('/rest/api/progression-game/not-an-id/plan').set(h.auth(player));
    expect(response.status).toBe(404);
    expect(typeof response.body.message).toBe('string');
  });
});
