// The real stack heals itself (npm start's supervision, in the default layout where the services and the
// gateway share one host process): a service that crashes is started again alone, a host process killed
// with SIGKILL is started again with every service it ran, the gateway's /healthz turns green, requests
// through the gateway reach the services again, and the services find the store and NATS again after those
// were killed (their event consumers pull again).
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { eventStream } from '@progression/contracts';
import { natsConnectionOptions } from '@progression/service-kit';
import {
  apiClient,
  eventually,
  login,
  ok,
  registerUser,
  startTestStack,
  uniqueUser,
  type TestStack,
} from '../harness';

// Starting a whole stack takes a while on a small machine.
jest.setTimeout(240_000);

describe('a running stack heals itself', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startTestStack({ own: true });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  /** Ends `name` as a crash would and waits until a new run of it is started and the gateway is green again. */
  async function crashAndWaitForHealing(name: string): Promise<void> {
    const before = stack.instances()[name];
    expect(before).toBeDefined();
    stack.crash(name);
    await eventually(
      `${name} started again`,
      () => stack.instances()[name] !== undefined && stack.instances()[name] !== before,
      { timeoutMs: 30_000, everyMs: 100 },
    );
    await eventually(
      'a green /healthz',
      // Refused while the gateway starts again.
      async () =>
        (
          await apiClient(stack.internalUrl)
            .request('GET', '/healthz')
            .catch(() => null)
        )?.status === 200,
      { timeoutMs: 60_000, everyMs: 250 },
    );
  }

  /** A new user registers, logs in and lists the card sets: identity, catalog and the store all answer. */
  async function usersCanWorkAgain(): Promise<void> {
    const api = apiClient(stack.url);
    const user = uniqueUser('heal');
    await registerUser(api, user);
    const token = await login(api, user);
    const sets = await ok<unknown[]>(api, 'GET', '/rest/api/sets?game=YUGIOH', token);
    expect(sets.length).toBeGreaterThan(0);
  }

  /** Every durable consumer of the event stream has a service pulling from it. */
  async function everyConsumerPulls(): Promise<boolean> {
    const connection = await connect(natsConnectionOptions(stack.natsUrl));
    try {
      const manager = await jetstreamManager(connection);
      const consumers = await manager.consumers.list(eventStream).next();
      return consumers.length > 0 && consumers.every((consumer) => consumer.num_waiting > 0);
    } finally {
      await connection.close();
    }
  }

  it.each(['identity', 'catalog', 'gateway'])('starts %s again alone after a crash', async (name) => {
    const others = { ...stack.instances() };
    await crashAndWaitForHealing(name);
    await usersCanWorkAgain();
    const { [name]: _restarted, ...othersNow } = stack.instances();
    delete others[name];
    expect(othersNow).toEqual(others);
  });

  it('starts the service host again after a kill -9, with every service it ran', async () => {
    const before = stack.instances();
    await crashAndWaitForHealing('host');
    await eventually(
      'every hosted service started again',
      () =>
        ['identity', 'catalog', 'games', 'gateway'].every((name) => stack.instances()[name] !== before[name]),
      { timeoutMs: 30_000 },
    );
    await usersCanWorkAgain();
    await eventually('every consumer pulling again', everyConsumerPulls, { timeoutMs: 60_000 });
  });

  it('starts the store again after a kill -9, and the services read and write through it again', async () => {
    await crashAndWaitForHealing('mongo');
    await usersCanWorkAgain();
  });

  it('starts nats-server again after a kill -9, and every event consumer pulls again', async () => {
    await eventually('every consumer pulling', everyConsumerPulls, { timeoutMs: 30_000 });
    await crashAndWaitForHealing('nats');
    await eventually('every consumer pulling again', everyConsumerPulls, { timeoutMs: 60_000 });
    await usersCanWorkAgain();
  });
});
