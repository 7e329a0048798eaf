import request from 'supertest';
import {
  bearerFor,
  serviceBearer,
  startTestService,
  type TestService,
} from '@progression/service-kit/testing';
import { createApp } from '../../app';
import { envShape } from '../../env';

let service: TestService<typeof envShape>;
const api = () => request(service.app.callback());

beforeAll(async () => {
  service = await startTestService({ name: 'identity', createApp, extraShape: envShape });
}, 30_000);
afterAll(() => service.stop());

describe('GET /internal/revocations', () => {
  it('answers the revocations in force to a service, and when to ask from next', async () => {
    const before = Date.now();
    const { body } = await api()
      .get('/internal/revocations?since=0')
      .set('authorization', serviceBearer('gateway'))
      .expect(200);
    expect(body).toEqual({ asOf: expect.any(Number), tokens: [], users: [] });
    expect(body.asOf).toBeGreaterThanOrEqual(before);
  });

  it('is for services only', async () => {
    await api().get('/internal/revocations').expect(401);
    const user = { id: '64b000000000000000000001', username: 'Yugi.Muto' };
    await api().get('/internal/revocations').set('authorization', bearerFor(user)).expect(403);
  });
});
