import fc from 'fast-check';
import request from 'supertest';
import { bearerFor, startTestService, type TestService } from '@progression/service-kit/testing';
import { createApp } from '../../app';
import { envShape } from '../../env';
import { User } from '../../models/user';

// Hundreds of requests a test: a few seconds alone, more on a busy machine.
jest.setTimeout(30_000);

let service: TestService<typeof envShape>;
const api = () => request(service.app.callback());
const user = { id: '64e000000000000000000001', username: 'fuzzer' };

beforeAll(async () => {
  service = await startTestService({
    name: 'identity',
    createApp,
    outbox: [User],
    extraShape: envShape,
    extraEnv: { AUTH_RATE_LIMIT_PER_MINUTE: '60000', AUTH_RATE_LIMIT_BURST: '10000' },
  });
}, 30_000);
afterAll(() => service.stop());

const json = fc.jsonValue({ maxDepth: 3 });
/** Password hashing makes each accepted registration or login slow: fewer runs for those routes. */
const slow = { seed: 20261122, numRuns: 40 };
const fast = { seed: 20261122, numRuns: 100 };

/** Strings that look like the fields, and anything else JSON can hold. */
const field = fc.oneof(fc.string({ maxLength: 60 }), fc.emailAddress(), json);
const credentials = fc.oneof(
  json,
  fc.record({ username: field, email: field, password: field }, { requiredKeys: [] }),
);

/** Every answer is below 500, and every refusal is JSON with a message. */
function expectClearAnswer(response: request.Response) {
  expect(response.status).toBeLessThan(500);
  if (response.status >= 400) expect(typeof response.body.message).toBe('string');
}

const postJson = (path: string, body: unknown) =>
  api().post(path).set('content-type', 'application/json').send(JSON.stringify(body));

describe('fuzzed identity payloads', () => {
  it('answers any body of register and login with a 2xx or a 4xx {message}', async () => {
    await fc.assert(
      fc.asyncProperty(credentials, async (body) => {
        expectClearAnswer(await postJson('/authentication/register', body));
        expectClearAnswer(await postJson('/authentication/login', body));
      }),
      slow,
    );
  });

  it('answers any body of verify and any app-user query with a 2xx or a 4xx {message}', async () => {
    const query = fc.array(fc.string({ maxLength: 40 }), { maxLength: 4 });
    await fc.assert(
      fc.asyncProperty(fc.oneof(json, fc.record({ token: field })), query, async (body, userId) => {
        expectClearAnswer(await postJson('/authentication/verify', body));
        expectClearAnswer(
          await api().get('/rest/api/app-user').query({ userId }).set('authorization', bearerFor(user)),
        );
      }),
      fast,
    );
  });
});
