import fc from 'fast-check';
import request from 'supertest';
import { progressionMode, type ProgressionMode } from '@progression/contracts';
import {
  bearerFor,
  startCatalogProcess,
  startTestInfra,
  startTestService,
  type CatalogProcess,
  type TestInfra,
  type TestService,
} from '@progression/service-kit/testing';
import { createApp } from '../../app';
import { envShape } from '../../env';

// Hundreds of requests a test: a few seconds alone, more on a busy machine.
jest.setTimeout(30_000);

const owner = { id: '64b000000000000000000011', username: 'fuzzer' };
let service: TestService<typeof envShape>;
let infra: TestInfra;
let catalog: CatalogProcess;
let mode: ProgressionMode;
const api = () => request(service.app.callback());
const auth = { authorization: bearerFor(owner) };

beforeAll(async () => {
  infra = await startTestInfra();
  catalog = await startCatalogProcess(infra);
  service = await startTestService({
    name: 'modes',
    createApp,
    extraShape: envShape,
    infra,
    extraEnv: { CATALOG_URL: catalog.url },
  });
  const created = await api().post('/rest/api/progression-mode/new').set(auth).expect(201);
  mode = progressionMode.parse(created.body);
}, 60_000);
afterAll(async () => {
  await service.stop();
  await catalog.stop();
  await infra.stop();
});

/** Any JSON value, small enough to keep a run short. */
const json = fc.jsonValue({ maxDepth: 4 });

/** A save payload with some fields replaced by arbitrary values: near-valid input reaches the rules. */
const mutatedSave = fc
  .record({
    name: fc.oneof(fc.string({ maxLength: 120 }), json),
    version: fc.oneof(fc.constant(undefined), fc.integer(), json),
    weeks: fc.oneof(
      fc.array(
        fc.record({
          week: fc.oneof(fc.integer({ min: -2, max: 4 }), json),
          weekSets: fc.array(
            fc.record({
              pool: fc.oneof(fc.constant('Standard'), fc.string({ maxLength: 8 })),
              setIds: fc.array(fc.oneof(fc.constant('LOB'), fc.string({ maxLength: 30 }), json), {
                maxLength: 60,
              }),
            }),
            { maxLength: 3 },
          ),
        }),
        { maxLength: 4 },
      ),
      json,
    ),
    cardPools: fc.oneof(fc.constant(undefined), json),
    draftConfig: fc.oneof(fc.constant(undefined), json),
    banlistConfig: fc.oneof(fc.constant(undefined), json),
  })
  .map((change) => ({
    ...mode,
    ...Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined)),
  }));

/** Every answer is below 500, and every refusal is JSON with a message. */
function expectClearAnswer(response: request.Response) {
  expect(response.status).toBeLessThan(500);
  if (response.status >= 400) expect(typeof response.body.message).toBe('string');
}

describe('fuzzed progression-mode payloads', () => {
  it('answers any JSON body of PUT /{id} with a 2xx or a 4xx {message}', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(json, mutatedSave), async (body) => {
        expectClearAnswer(
          await api()
            .put(`/rest/api/progression-mode/${mode.id}`)
            .set(auth)
            .set('content-type', 'application/json')
            .send(JSON.stringify(body)),
        );
      }),
      { seed: 20261122, numRuns: 150 },
    );
  });

  it('answers any path id of GET and PUT with a 2xx or a 4xx {message}', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 40 }), async (id) => {
        const path = `/rest/api/progression-mode/${encodeURIComponent(id)}`;
        expectClearAnswer(await api().get(path).set(auth));
        expectClearAnswer(await api().put(path).set(auth).send({ name: id }));
      }),
      { seed: 20261122, numRuns: 100 },
    );
  });
});
