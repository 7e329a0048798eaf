import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import Koa from 'koa';
import { loadEnv } from './env';
import { runService, type RunningService } from './run-service';
import { startTestInfra, type TestInfra } from './testing/infra';
import { TEST_KEYS } from './testing/tokens';

/** This machine's IPv4 addresses other than loopback. */
const nonLoopbackAddresses = () =>
  Object.values(networkInterfaces())
    .flat()
    .filter((address) => address && address.family === 'IPv4' && !address.internal)
    .map((address) => address!.address);

const answers = (url: string) =>
  fetch(url, { signal: AbortSignal.timeout(2000) }).then(
    (response) => response.ok,
    () => false,
  );

describe('runService', () => {
  let infra: TestInfra;
  let service: RunningService<ReturnType<typeof loadEnv>> | undefined;

  beforeAll(async () => {
    infra = await startTestInfra();
  }, 30_000);
  afterEach(() => service?.shutdown());
  afterAll(() => infra.stop());

  const start = (host?: string) =>
    runService({
      env: loadEnv(
        'listen-test',
        {},
        {
          PORT: '0',
          ...(host ? { HOST: host } : {}),
          MONGO_URL: infra.mongoUrl,
          NATS_URL: infra.natsUrl,
          LOG_LEVEL: 'silent',
          ...TEST_KEYS,
        },
      ),
      createApp: () => new Koa().use((ctx) => (ctx.body = 'up')),
    });

  it('listens on HOST only: with 127.0.0.1 no other address of the machine reaches it', async () => {
    service = await start('127.0.0.1');
    const { address, port } = service.server.address() as AddressInfo;
    expect(address).toBe('127.0.0.1');
    expect(await answers(`http://127.0.0.1:${port}/`)).toBe(true);
    for (const other of nonLoopbackAddresses()) expect(await answers(`http://${other}:${port}/`)).toBe(false);
  });

  it('listens on every interface by default, as in a container', async () => {
    service = await start();
    const { address, port } = service.server.address() as AddressInfo;
    expect(address).toBe('0.0.0.0');
    for (const other of nonLoopbackAddresses()) expect(await answers(`http://${other}:${port}/`)).toBe(true);
  });
});
