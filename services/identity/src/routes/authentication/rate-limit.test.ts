import request from 'supertest';
import { startTestService, type TestService } from '@progression/service-kit/testing';
import { createApp } from '../../app';
import { envShape } from '../../env';

let service: TestService<typeof envShape>;

beforeAll(async () => {
  service = await startTestService({
    name: 'identity',
    createApp,
    extraShape: envShape,
    extraEnv: { AUTH_RATE_LIMIT_PER_MINUTE: '1', AUTH_RATE_LIMIT_BURST: '3' },
  });
}, 30_000);
afterAll(() => service.stop());

describe('rate limit on /authentication', () => {
  it('answers 429 once a client spent its burst, for login and register alike', async () => {
    const api = request(service.app.callback());
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await api
        .post('/authentication/login')
        .send({ username: 'nobody', password: 'nothing-here' })
        .expect(401);
    }
    const limited = await api
      .post('/authentication/login')
      .send({ username: 'nobody', password: 'x' })
      .expect(429);
    expect(limited.body).toEqual({ message: expect.any(String) });
    expect(limited.headers['retry-after']).toBeDefined();
    await api.post('/authentication/register').send({}).expect(429);
  });

  it('is not dodged by a forged X-Forwarded-For: a service trusts no proxy header', async () => {
    const api = request(service.app.callback());
    await api
      .post('/authentication/login')
      .set('x-forwarded-for', '203.0.113.9')
      .send({ username: 'nobody', password: 'nothing-here' })
      .expect(429);
  });
});
