import fc from 'fast-check';
import type request from 'supertest';
import type { Game } from '@progression/contracts';
import { startGamesHarness, testUser, type GamesHarness } from '../../testing/harness';

// Hundreds of requests a test: a few seconds alone, more on a busy machine.
jest.setTimeout(30_000);

let h: GamesHarness;
let game: Game;
const admin = testUser('fuzzer');

beforeAll(async () => {
  h = await startGamesHarness();
  game = await h.createGame(admin, (await h.createMode(admin)).id);
}, 60_000);
afterAll(() => h.stop());

const json = fc.jsonValue({ maxDepth: 4 });
const seed = { seed: 20261122, numRuns: 100 };

/** Every answer is below 500, and every refusal is JSON with a message. */
function expectClearAnswer(response: request.Response) {
  expect(response.status).toBeLessThan(500);
  if (response.status >= 400) expect(typeof response.body.message).toBe('string');
}

const postJson = (path: string, body: unknown) =>
  h.api().post(path).set(h.auth(admin)).set('content-type', 'application/json').send(JSON.stringify(body));

describe('fuzzed progression-game and game-player payloads', () => {
  it('answers any body of POST /progression-game with a 2xx or a 4xx {message}', async () => {
    const createBody = fc.oneof(
      json,
      fc.record({ modeId: fc.oneof(fc.string({ maxLength: 30 }), json), settings: json }),
    );
    await fc.assert(
      fc.asyncProperty(createBody, async (body) => {
        expectClearAnswer(await postJson('/rest/api/progression-game', body));
      }),
      seed,
    );
  });

  it('answers any body of POST /{id}/week with a 2xx or a 4xx {message}', async () => {
    const weekBody = fc.oneof(json, fc.record({ week: fc.oneof(fc.integer(), fc.double(), json) }));
    await fc.assert(
      fc.asyncProperty(weekBody, async (body) => {
        expectClearAnswer(await postJson(`/rest/api/progression-game/${game.id}/week`, body));
      }),
      seed,
    );
  });

  it('answers any id, invite code or player query with a 2xx or a 4xx {message}', async () => {
    const text = fc.string({ minLength: 1, maxLength: 50 });
    await fc.assert(
      fc.asyncProperty(text, fc.array(text, { maxLength: 3 }), async (value, list) => {
        const id = encodeURIComponent(value);
        for (const path of [`/rest/api/progression-game/${id}`, `/rest/api/progression-game/${id}/advice`])
          expectClearAnswer(await h.api().get(path).set(h.auth(admin)));
        expectClearAnswer(
          await h
            .api()
            .put('/rest/api/progression-game/invite')
            .query({ inviteCode: value })
            .set(h.auth(admin)),
        );
        expectClearAnswer(
          await h.api().get('/rest/api/game-player').query({ gamePlayerId: list }).set(h.auth(admin)),
        );
        expectClearAnswer(
          await h.api().get('/rest/api/game-player/user').query({ gameId: value }).set(h.auth(admin)),
        );
      }),
      seed,
    );
  });
});
