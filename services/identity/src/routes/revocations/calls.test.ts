import request from 'supertest';
import { identityCalls } from '@progression/contracts';
import {
  bearerFor,
  callApp,
  startTestService,
  type AppCallClient,
  type DeclaredCallChecks,
  type TestService,
} from '@progression/service-kit/testing';
import { createApp } from '../../app';
import { envShape } from '../../env';

// Each call identity declares for other services, made once through the client built from its declaration
// against the real app.
let service: TestService<typeof envShape>;
let identity: AppCallClient<typeof identityCalls>;
beforeAll(async () => {
  service = await startTestService({ name: 'identity', createApp, extraShape: envShape });
  identity = await callApp(identityCalls, service.app, 'gateway');
}, 30_000);
afterAll(async () => {
  await identity?.stop();
  await service?.stop();
});

const checks: DeclaredCallChecks<typeof identityCalls> = {
  async revocations(client) {
    const before = Date.now();
    const answer = await client.revocations({ query: { since: 0 } });
    expect(answer).toEqual({ asOf: expect.any(Number), tokens: [], users: [] });
    expect(answer.asOf).toBeGreaterThanOrEqual(before);
  },
};

it.each(Object.keys(identityCalls))('serves %s as declared', (name) =>
  checks[name as keyof typeof identityCalls](identity.client),
);

it('keeps the revocations to services', async () => {
  const api = () => request(service.app.callback());
  await api().get('/internal/revocations').expect(401);
  const user = { id: '64b000000000000000000001', username: 'Yugi.Muto' };
  await api().get('/internal/revocations').set('authorization', bearerFor(user)).expect(403);
});
