import Router from '@koa/router';
import request from 'supertest';
import { messages } from '@progression/contracts';
import { createLogger } from '../logger';
import { createServiceApp } from './create-service-app';
import { rateLimit, type RateLimitOptions } from './rate-limit';

function buildApp(options: Partial<RateLimitOptions>, clock: { now: number }) {
  const router = new Router();
  const limit = rateLimit({ capacity: 2, refillPerSecond: 1, now: () => clock.now, ...options });
  router.post('/attempt', limit, (ctx) => {
    ctx.status = 204;
  });
  return createServiceApp({
    name: 'kit-test',
    logger: createLogger('kit-test', 'silent'),
    routers: [router],
  }).callback();
}

describe('rateLimit', () => {
  it('refuses the request past the burst with 429, Retry-After and the generic message', async () => {
    const app = buildApp({}, { now: 0 });
    await request(app).post('/attempt').expect(204);
    await request(app).post('/attempt').expect(204);
    const refused = await request(app)
      .post('/attempt')
      .expect(429, { message: messages.errors.tooManyRequests });
    expect(refused.headers['retry-after']).toBe('1');
  });

  it('answers with its own message when given one', async () => {
    const app = buildApp({ capacity: 1, message: 'Too many login attempts' }, { now: 0 });
    await request(app).post('/attempt').expect(204);
    await request(app).post('/attempt').expect(429, { message: 'Too many login attempts' });
  });

  it('gives a token back per second of waiting', async () => {
    const clock = { now: 0 };
    const app = buildApp({ capacity: 1 }, clock);
    await request(app).post('/attempt').expect(204);
    await request(app).post('/attempt').expect(429);
    clock.now = 1000;
    await request(app).post('/attempt').expect(204);
  });

  it('keeps one bucket per client', async () => {
    const app = buildApp({ capacity: 1, key: (ctx) => ctx.get('x-client') }, { now: 0 });
    await request(app).post('/attempt').set('x-client', 'a').expect(204);
    await request(app).post('/attempt').set('x-client', 'a').expect(429);
    await request(app).post('/attempt').set('x-client', 'b').expect(204);
  });
});
