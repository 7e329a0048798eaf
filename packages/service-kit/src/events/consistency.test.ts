import Router from '@koa/router';
import request from 'supertest';
import type { JetStreamManager } from '@nats-io/jetstream';
import {
  consistencyHeader,
  consistencyReachedHeader,
  createEvent,
  eventStream,
} from '@progression/contracts';
import { anyone } from '../http/access';
import { createServiceApp } from '../http/create-service-app';
import type { EventBus } from './bus';
import { createConsistency, type ConsistencyOptions } from './consistency';
import { defineHandler } from './handler';
import { gameCompleted, silent, startEventsInfra } from './test-support';
import { eventually } from '../testing/eventually';

let world: Awaited<ReturnType<typeof startEventsInfra>>;
beforeAll(async () => {
  world = await startEventsInfra('progression_consistency_test');
}, 30_000);
afterAll(() => world.stop());

/** A handler that applies `game.completed` only once the test lets it (`release`). */
function gatedHandler(name: string) {
  const applied: string[] = [];
  let open = false;
  const handler = defineHandler({
    name,
    events: ['game.completed'],
    startFrom: 'new',
    async handle(event) {
      await eventually('the events', () => open);
      applied.push(event.data.gameId);
    },
  });
  return { handler, applied, release: () => void (open = true) };
}

/** Counts the JetStream lookups a waiter makes. */
function countingManager(manager: JetStreamManager) {
  const calls = { count: 0 };
  const counted = {
    consumers: {
      info: (...args: Parameters<JetStreamManager['consumers']['info']>) => {
        calls.count += 1;
        return manager.consumers.info(...args);
      },
    },
    streams: {
      info: (...args: Parameters<JetStreamManager['streams']['info']>) => {
        calls.count += 1;
        return manager.streams.info(...args);
      },
    },
  } as unknown as JetStreamManager;
  return { manager: counted, calls };
}

/** Whether every consumer of the bus has acknowledged everything it was given. */
async function allAcked(bus: EventBus): Promise<boolean> {
  for (const name of bus.consumerNames()) {
    const info = await bus.manager.consumers.info(eventStream, name);
    if (info.num_pending > 0 || info.num_ack_pending > 0) return false;
  }
  return true;
}

const consistencyOf = (bus: EventBus, settings?: ConsistencyOptions, manager = bus.manager) =>
  createConsistency({ manager, consumers: () => bus.consumerNames(), logger: silent, settings });

describe('consistency: waiting for the projections', () => {
  it('resolves true once every consumer applied the sequence, and then costs no NATS call', async () => {
    const bus = await world.bus('reached');
    const gate = gatedHandler('projection');
    await bus.consume(gate.handler);
    const sequence = await bus.publish(gameCompleted('reached'));
    const { manager, calls } = countingManager(bus.manager);
    const consistency = consistencyOf(bus, {}, manager);
    const waiting = consistency.waitFor(sequence);
    setTimeout(gate.release, 150);
    expect(await waiting).toBe(true);
    expect(gate.applied).toEqual(['reached']);
    calls.count = 0;
    expect(await consistency.waitFor(sequence)).toBe(true);
    expect(await consistency.waitFor(sequence - 1)).toBe(true);
    expect(calls.count).toBe(0);
  });

  it("looks again as soon as this service's consumer acknowledges, not at its next poll", async () => {
    const bus = await world.bus('woken');
    const gate = gatedHandler('projection');
    await bus.consume(gate.handler);
    const sequence = await bus.publish(gameCompleted('woken'));
    // A poll far longer than the handler takes: only the acknowledgement can end the wait early.
    const consistency = consistencyOf(bus, { pollMs: 4000, timeoutMs: 20_000 });
    const waiting = consistency.waitFor(sequence);
    await new Promise((resolve) => setTimeout(resolve, 200));
    gate.release();
    await eventually('the events', () => gate.applied.length === 1);
    const applied = Date.now();
    expect(await waiting).toBe(true);
    expect(Date.now() - applied).toBeLessThan(2000);
  }, 30_000);

  it('resolves false when the bound passes first, and true once the consumer caught up', async () => {
    const bus = await world.bus('bounded');
    const gate = gatedHandler('projection');
    await bus.consume(gate.handler);
    const sequence = await bus.publish(gameCompleted('late'));
    const consistency = consistencyOf(bus, { timeoutMs: 200 });
    const started = Date.now();
    expect(await consistency.waitFor(sequence)).toBe(false);
    expect(Date.now() - started).toBeLessThan(1000);
    gate.release();
    await eventually('the events', () => gate.applied.length === 1);
    // The handler has returned; its ack reaches the server a moment later.
    await eventually('the ack', () => allAcked(bus));
    expect(await consistency.waitFor(sequence)).toBe(true);
  });

  it('looks once, without waiting the bound again, at a consumer a wait ran out on, until it moves', async () => {
    const bus = await world.bus('stalled');
    const gate = gatedHandler('projection');
    await bus.consume(gate.handler);
    // A bound long enough that a second wait of it cannot pass for a look, however busy the machine.
    const boundMs = 1500;
    const consistency = consistencyOf(bus, { timeoutMs: boundMs });
    const first = await bus.publish(gameCompleted('stuck'));
    expect(await consistency.waitFor(first)).toBe(false);
    const second = await bus.publish(gameCompleted('behind-it'));
    const started = Date.now();
    expect(await consistency.waitFor(second)).toBe(false);
    expect(Date.now() - started).toBeLessThan(boundMs / 2);
    gate.release();
    await eventually('the events', () => gate.applied.length === 2);
    await eventually('the acks', () => allAcked(bus));
    expect(await consistency.waitFor(second)).toBe(true);
  });

  it('counts a consumer whose filter the event does not match as caught up', async () => {
    const bus = await world.bus('unmatched');
    await bus.consume(
      defineHandler({ name: 'claims', events: ['reward.claimed'], startFrom: 'new', handle: async () => {} }),
    );
    const sequence = await bus.publish(gameCompleted('other'));
    expect(await consistencyOf(bus, { timeoutMs: 500 }).waitFor(sequence)).toBe(true);
  });

  it('counts a token past the stream end as its end, so a forged one neither hangs nor marks later events seen', async () => {
    const bus = await world.bus('forged');
    const gate = gatedHandler('projection');
    await bus.consume(gate.handler);
    const consistency = consistencyOf(bus, { timeoutMs: 200 });
    expect(await consistency.waitFor(Number.MAX_SAFE_INTEGER)).toBe(true);
    const sequence = await bus.publish(gameCompleted('after-forged'));
    expect(await consistency.waitFor(sequence)).toBe(false);
    gate.release();
  });

  it('waits through a chain: the upstream consumer, then its own consumers up to what upstream published', async () => {
    // "collection" turns game.completed into user.registered; "decks" projects user.registered, slowly.
    const upstream = await world.bus('chain-upstream');
    await upstream.consume(
      defineHandler({
        name: 'derive',
        events: ['game.completed'],
        startFrom: 'new',
        async handle(event) {
          await upstream.publish(
            createEvent('user.registered', 'identity', {
              version: 1,
              userId: event.data.gameId,
              username: 'derived',
              email: 'derived@example.com',
            }),
          );
        },
      }),
    );
    const downstream = await world.bus('chain-downstream');
    const projected: string[] = [];
    await downstream.consume(
      defineHandler({
        name: 'projection',
        events: ['user.registered'],
        startFrom: 'new',
        async handle(event) {
          await new Promise((wait) => setTimeout(wait, 200));
          projected.push(event.data.userId);
        },
      }),
    );
    const sequence = await upstream.publish(gameCompleted('chained'));
    const consistency = consistencyOf(downstream, { through: ['chain-upstream-derive'] });
    expect(await consistency.waitFor(sequence)).toBe(true);
    expect(projected).toEqual(['chained']);
  });
});

describe('consistency: the request header', () => {
  // The bound is generous where the projection is meant to catch up (a loaded machine may take a while)
  // and short where it is meant to run out.
  async function appWith(serviceName: string, timeoutMs: number) {
    const bus = await world.bus(serviceName);
    const gate = gatedHandler('projection');
    await bus.consume(gate.handler);
    const router = new Router();
    router.post('/things', anyone, async (ctx) => {
      await bus.publish(gameCompleted('first'));
      await bus.publish(gameCompleted('second'));
      ctx.status = 204;
    });
    router.get('/things', anyone, (ctx) => {
      ctx.body = { applied: gate.applied };
    });
    const app = createServiceApp({
      name: serviceName,
      logger: silent,
      routers: [router],
      consistency: consistencyOf(bus, { timeoutMs }),
    });
    return { app: app.callback(), gate };
  }

  it('answers a write with the highest sequence it published and a read carrying it once applied', async () => {
    const { app, gate } = await appWith('header-reached', 10_000);
    const write = await request(app).post('/things').expect(204);
    const token = write.headers[consistencyHeader.toLowerCase()];
    expect(Number(token)).toBeGreaterThan(1);
    setTimeout(gate.release, 100);
    const read = await request(app).get('/things').set(consistencyHeader, token).expect(200);
    expect(read.headers[consistencyReachedHeader.toLowerCase()]).toBe('true');
    expect(read.body).toEqual({ applied: ['first', 'second'] });
    // A read answers no token of its own, and one without a token does not wait or say anything.
    expect(read.headers[consistencyHeader.toLowerCase()]).toBeUndefined();
    const plain = await request(app).get('/things').expect(200);
    expect(plain.headers[consistencyReachedHeader.toLowerCase()]).toBeUndefined();
  });

  it('answers with what it has after the bound, and says so', async () => {
    const { app, gate } = await appWith('header-timeout', 300);
    const write = await request(app).post('/things').expect(204);
    const token = write.headers[consistencyHeader.toLowerCase()];
    const read = await request(app).get('/things').set(consistencyHeader, token).expect(200);
    expect(read.headers[consistencyReachedHeader.toLowerCase()]).toBe('false');
    expect(read.body).toEqual({ applied: [] });
    gate.release();
  });

  it('ignores a header that is not a sequence', async () => {
    const { app, gate } = await appWith('header-garbage', 300);
    gate.release();
    const read = await request(app).get('/things').set(consistencyHeader, 'soon').expect(200);
    expect(read.headers[consistencyReachedHeader.toLowerCase()]).toBeUndefined();
  });
});
