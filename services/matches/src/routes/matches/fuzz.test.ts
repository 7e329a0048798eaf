import fc from 'fast-check';
import type request from 'supertest';
import type { TestService } from '@progression/service-kit/testing';
import type { envShape } from '../../env';
import { matchIdOf } from '../../domain/match-id';
import { League } from '../../models/league';
import { Match } from '../../models/match';
import { api, auth, seedGame, startMatchesService } from '../../testing/league';

// Hundreds of requests a test: a few seconds alone, more on a busy machine.
jest.setTimeout(30_000);

let service: TestService<typeof envShape>;
let game: Awaited<ReturnType<typeof seedGame>>;
beforeAll(async () => {
  service = await startMatchesService();
  game = await seedGame(['ann', 'bob', 'cat']);
}, 30_000);
afterAll(() => service.stop());

const json = fc.jsonValue({ maxDepth: 4 });
const seed = { seed: 20261123, numRuns: 100 };

/** Every answer is below 500, and every refusal is JSON with a message. */
function expectClearAnswer(response: request.Response) {
  expect(response.status).toBeLessThan(500);
  if (response.status >= 400) expect(typeof response.body.message).toBe('string');
}

const put = (path: string, body: unknown) =>
  api(service)
    .put(path)
    .set(auth(game.admin))
    .set('content-type', 'application/json')
    .send(JSON.stringify(body));

describe('fuzzed matches payloads', () => {
  it('answers any body of PUT /matches/{id} with a 2xx or a 4xx {message}, keeping the winner one of the two', async () => {
    const [ann, bob] = game.players;
    const matchId = matchIdOf(game.gameId, 1, ann!.playerId, bob!.playerId);
    const body = fc.oneof(json, fc.record({ winnerId: fc.oneof(fc.string({ maxLength: 40 }), json) }));
    await fc.assert(
      fc.asyncProperty(body, async (sent) => {
        expectClearAnswer(await put(`/rest/api/matches/${matchId}`, sent));
        const winner = (await Match.findById(matchId).lean())!.winnerId;
        expect([null, ann!.playerId, bob!.playerId]).toContain(winner ?? null);
      }),
      seed,
    );
  });

  it('answers any body of PUT /match-config with a 2xx or a 4xx {message}, storing only valid configs', async () => {
    const body = fc.oneof(
      json,
      fc.record({
        legsEnabled: fc.oneof(fc.boolean(), json),
        legLength: fc.oneof(fc.integer(), fc.double(), json),
        placementScores: fc.oneof(fc.array(fc.oneof(fc.integer(), fc.double())), json),
      }),
    );
    await fc.assert(
      fc.asyncProperty(body, async (sent) => {
        expectClearAnswer(await put(`/rest/api/match-config?gameId=${game.gameId}`, sent));
        const config = (await League.findById(game.gameId).lean())!.config!;
        expect(Number.isInteger(config.legLength) && config.legLength >= 0).toBe(true);
        expect(config.placementScores.every((score) => Number.isInteger(score) && score >= 0)).toBe(true);
      }),
      seed,
    );
  });

  it('answers any query of the GET routes with a 2xx or a 4xx {message}', async () => {
    const value = fc.oneof(fc.string({ maxLength: 40 }), fc.constant(game.gameId));
    await fc.assert(
      fc.asyncProperty(
        value,
        fc.constantFrom('matches?game=', 'match-config?gameId=', 'match-legs?gameId='),
        async (id, path) => {
          expectClearAnswer(
            await api(service)
              .get(`/rest/api/${path}${encodeURIComponent(id)}`)
              .set(auth(game.admin)),
          );
        },
      ),
      seed,
    );
  });
});
