import fc from 'fast-check';
import request from 'supertest';
import { messages, type Game, type Player } from '@progression/contracts';
import { NotFound } from '@progression/service-kit';
import {
  bearerFor,
  serviceBearer,
  startTestService,
  type TestService,
} from '@progression/service-kit/testing';
import { createApp } from '../../app';
import { envShape, serviceName } from '../../env';
import { fakeCatalog, fixtureCards } from '../../testing/fixture-cards';
import { seedGrant } from '../../testing/seed';

// Hundreds of requests a test: a few seconds alone, more on a busy machine.
jest.setTimeout(30_000);

const user = { id: '64a000000000000000000001', username: 'fuzzer' };
const gameId = '64b000000000000000000001';
const player: Player = {
  id: '64c000000000000000000001',
  userId: user.id,
  gameId,
  username: 'fuzzer',
  isAdmin: true,
  activeDrafts: [],
};
const game = { id: gameId, activeWeek: 1, weeks: [] } as unknown as Game;
const catalog = fakeCatalog(fixtureCards);

let service: TestService<typeof envShape>;
beforeAll(async () => {
  service = await startTestService({
    name: serviceName,
    createApp: (deps) =>
      createApp(deps, {
        catalog,
        games: {
          async gameWithPlayers(id) {
            if (id !== gameId) throw new NotFound(messages.errors.gameNotFound(id));
            return { game, players: [player] };
          },
        },
      }),
    extraShape: envShape,
    extraEnv: { GAMES_URL: 'http://127.0.0.1:9', CATALOG_URL: 'http://127.0.0.1:9' },
  });
  await seedGrant(catalog, { id: 'e1', gameId, playerId: player.id, week: 1, draftId: 'd1' }, [
    ['1001', 2],
    ['2001', 1],
    ['9001', 1],
  ]);
}, 30_000);
afterAll(() => service.stop());

const seed = { seed: 20261123, numRuns: 100 };
const json = fc.jsonValue({ maxDepth: 4 });

/** Every answer is below 500, and every refusal is JSON with a message. */
function expectClearAnswer(response: request.Response) {
  expect(response.status).toBeLessThan(500);
  if (response.status >= 400) expect(typeof response.body.message).toBe('string');
}

const word = fc.oneof(
  fc.constantFrom('NAME', 'ATTACK', 'OR', 'AND', 'MONSTER', 'DARK', 'BOTH', 'CARD_TEXT'),
  fc.string({ maxLength: 12 }),
);
const range = fc.record(
  { min: fc.oneof(fc.integer({ min: -100, max: 6000 }), json), max: fc.oneof(fc.integer(), json) },
  { requiredKeys: [] },
);
const list = fc.record(
  { items: fc.oneof(fc.array(word, { maxLength: 40 }), json), type: fc.oneof(word, json) },
  { requiredKeys: [] },
);
/** Bodies near the real shape (each part sometimes right, sometimes wrong), and anything at all. */
const queryBody = fc.oneof(
  json,
  fc.record(
    {
      sort: fc.oneof(fc.record({ category: word, direction: word }, { requiredKeys: [] }), json),
      filters: fc.oneof(
        fc.record(
          {
            textSearch: fc.oneof(
              fc.record(
                { searchText: fc.oneof(fc.string({ maxLength: 250 }), json), location: word },
                { requiredKeys: [] },
              ),
              json,
            ),
            cardType: list,
            attribute: list,
            monsterType: list,
            weekAcquired: range,
            level: range,
            attack: range,
          },
          { requiredKeys: [] },
        ),
        json,
      ),
      offset: fc.oneof(fc.integer({ min: -5, max: 20_000 }), json),
      pageSize: fc.oneof(fc.integer({ min: -5, max: 1000 }), json),
    },
    { requiredKeys: [] },
  ),
);

describe('fuzzed collection requests', () => {
  it('answers any body of POST /rest/api/collection with a 2xx or a 4xx {message}', async () => {
    await fc.assert(
      fc.asyncProperty(queryBody, async (body) => {
        const response = await request(service.app.callback())
          .post('/rest/api/collection')
          .query({ gameId })
          .set('authorization', bearerFor(user))
          .set('content-type', 'application/json')
          .send(JSON.stringify(body));
        expectClearAnswer(response);
      }),
      seed,
    );
  });

  it('answers any game or player id of the query and the export with a 2xx or a 4xx {message}', async () => {
    const text = fc.string({ minLength: 1, maxLength: 40 });
    await fc.assert(
      fc.asyncProperty(text, fc.array(text, { maxLength: 3 }), async (value, values) => {
        const api = () => request(service.app.callback());
        expectClearAnswer(
          await api()
            .post('/rest/api/collection')
            .query({ gameId: value, playerId: values })
            .set('authorization', bearerFor(user))
            .send({}),
        );
        expectClearAnswer(
          await api()
            .get('/rest/api/collection/export')
            .query({ gameId: values, playerId: value })
            .set('authorization', bearerFor(user)),
        );
      }),
      seed,
    );
  });

  it('answers any body of POST /internal/collection/owned with a 2xx or a 4xx {message}', async () => {
    const body = fc.oneof(
      json,
      fc.record(
        {
          gameId: fc.oneof(fc.string(), json),
          playerId: fc.oneof(fc.string(), json),
          cardIds: fc.oneof(fc.array(fc.string(), { maxLength: 1100 }), json),
        },
        { requiredKeys: [] },
      ),
    );
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        expectClearAnswer(
          await request(service.app.callback())
            .post('/internal/collection/owned')
            .set('authorization', serviceBearer('decks'))
            .set('content-type', 'application/json')
            .send(JSON.stringify(payload)),
        );
      }),
      seed,
    );
  });
});
