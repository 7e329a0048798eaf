import Router from '@koa/router';
import request from 'supertest';
import { z } from 'zod';
import { consistencyHeader, consistencyReachedHeader } from '@progression/contracts';
import { createLogger } from '../logger';
import type { Consistency } from '../events/consistency';
import { access } from './access';
import { createServiceApp } from './create-service-app';
import { NotFound } from '../errors';
import { validate } from './validate';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A request's story: when the projections' wait and the access check began and ended, and when the handler ran. */
interface Timeline {
  waitEnded?: number;
  checkStarted?: number;
  handled?: number;
}

function appWith(timeline: Timeline) {
  const consistency: Consistency = {
    async waitFor() {
      await pause(150);
      timeline.waitEnded = performance.now();
      return true;
    },
    waitForConsumers: () => Promise.resolve(true),
  };
  const check = async (ctx: { params: Record<string, string | undefined> }) => {
    timeline.checkStarted = performance.now();
    await pause(150);
    if (ctx.params.id === 'stranger') throw new NotFound('Not found');
    return ctx.params.id;
  };
  const handle = (ctx: { body: unknown }) => {
    timeline.handled = performance.now();
    ctx.body = {};
  };
  const byId = validate({ params: z.object({ id: z.string() }) });
  const router = new Router();
  router.get('/truth/:id', byId, access(check, { readsNoProjection: true }), handle);
  router.get('/copy/:id', byId, access(check), handle);
  router.get('/unchecked', handle);
  return createServiceApp({
    name: 'projection-wait-test',
    logger: createLogger('projection-wait-test', 'silent'),
    routers: [router],
    consistency,
  }).callback();
}

describe('a request carrying a consistency token', () => {
  it('runs an access check that reads no projection while the projections catch up', async () => {
    const timeline: Timeline = {};
    const read = await request(appWith(timeline)).get('/truth/mine').set(consistencyHeader, '7').expect(200);
    expect(read.headers[consistencyReachedHeader.toLowerCase()]).toBe('true');
    expect(timeline.checkStarted!).toBeLessThan(timeline.waitEnded!);
    expect(timeline.handled!).toBeGreaterThanOrEqual(timeline.waitEnded!);
  });

  it('runs any other access check only once the projections caught up', async () => {
    const timeline: Timeline = {};
    const read = await request(appWith(timeline)).get('/copy/mine').set(consistencyHeader, '7').expect(200);
    expect(read.headers[consistencyReachedHeader.toLowerCase()]).toBe('true');
    expect(timeline.checkStarted!).toBeGreaterThanOrEqual(timeline.waitEnded!);
  });

  it('runs a route without an access check only once the projections caught up', async () => {
    const timeline: Timeline = {};
    await request(appWith(timeline)).get('/unchecked').set(consistencyHeader, '7').expect(200);
    expect(timeline.handled!).toBeGreaterThanOrEqual(timeline.waitEnded!);
  });

  it('refuses a caller the check refuses, whatever the projections', async () => {
    const timeline: Timeline = {};
    await request(appWith(timeline)).get('/truth/stranger').set(consistencyHeader, '7').expect(404);
    expect(timeline.handled).toBeUndefined();
  });

  it('waits for nothing without a token', async () => {
    const timeline: Timeline = {};
    const read = await request(appWith(timeline)).get('/truth/mine').expect(200);
    expect(read.headers[consistencyReachedHeader.toLowerCase()]).toBeUndefined();
    expect(timeline.waitEnded).toBeUndefined();
  });
});
