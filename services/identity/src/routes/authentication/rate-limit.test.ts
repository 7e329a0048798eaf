import request from 'supertest';
import { startTestService, type TestService } from '@progression/service-kit/testing';
import { createApp } from '../../app';
import { envShape } from '../../env';

let service: TestService<typeof envShape>;
const api = () => request(service.app.callback());
const loginAs = (username: string, forwardedFor = '203.0.113.1') =>
  api()
    .post('/authentication/login')
    .set('x-forwarded-for', forwardedFor)
    .send({ username, password: 'nothing-here' });

beforeAll(async () => {
  service = await startTestService({
    name: 'identity',
    createApp,
    extraShape: envShape,
    extraEnv: { AUTH_RATE_LIMIT_PER_MINUTE: '1', AUTH_RATE_LIMIT_BURST: '3' },
  });
}, 30_000);
afterAll(() => service.stop());

/** Spends an account's whole burst (3 attempts), each answered as a wrong login. */
const spendBurst = async (username: string) => {
  for (let attempt = 0; attempt < 3; attempt += 1) await loginAs(username).expect(401);
};

describe('login attempts are limited per account', () => {
  it('answers 429 once an account spent its burst, whatever its case', async () => {
    await spendBurst('Nobody');
    const limited = await loginAs('NOBODY').expect(429);
    expect(limited.body).toEqual({ message: expect.any(String) });
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('is not dodged by a forged X-Forwarded-For: a service trusts no proxy header', async () => {
    await spendBurst('forger');
    await loginAs('forger', '198.51.100.77').expect(429);
  });

  it('leaves other accounts alone, though every request comes from the same address (the gateway)', async () => {
    await spendBurst('spender');
    await loginAs('somebody-else').expect(401);
  });
});
