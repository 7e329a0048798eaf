import request from 'supertest';
import { createServiceApp } from '../http/create-service-app';
import { startNatsServer, type NatsServerHandle } from '../testing/nats-server';
import { connectEvents, type EventBus } from './bus';
import { silent } from './test-support';
import { eventually } from '../testing/eventually';

const portOf = (url: string) => Number(new URL(url).port);

describe('NATS readiness', () => {
  let nats: NatsServerHandle | undefined;
  let bus: EventBus | undefined;
  afterEach(async () => {
    await bus?.drain().catch(() => undefined);
    await nats?.stop();
  });

  it('is not ready while nats-server is gone and the client reconnects, and ready again once it is back', async () => {
    nats = await startNatsServer();
    const url = nats.url;
    bus = await connectEvents({ url, serviceName: 'readiness', logger: silent });
    const app = createServiceApp({
      name: 'readiness',
      logger: silent,
      routers: [],
      readiness: { nats: bus.isReady },
    });
    const readyz = () => request(app.callback()).get('/readyz');
    expect(bus.isReady()).toBe(true);
    expect((await readyz()).status).toBe(200);

    await nats.stop();
    nats = undefined;
    await eventually('the events', () => !bus!.isReady());
    // Reconnecting for ever: neither closed nor draining, yet not usable.
    expect(bus.connection.isClosed()).toBe(false);
    const down = await readyz();
    expect(down.status).toBe(503);
    expect(down.body).toEqual({ status: 'fail', checks: { nats: 'fail' } });

    nats = await startNatsServer({ port: portOf(url) });
    await eventually('the events', () => bus!.isReady(), { timeoutMs: 15_000 });
    expect((await readyz()).status).toBe(200);
  }, 30_000);

  it('is not ready once the connection drains', async () => {
    nats = await startNatsServer();
    bus = await connectEvents({ url: nats.url, serviceName: 'readiness', logger: silent });
    await bus.drain();
    expect(bus.isReady()).toBe(false);
    bus = undefined;
  });
});
