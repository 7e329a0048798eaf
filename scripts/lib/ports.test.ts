import { createServer } from 'node:net';
import { freePort, isPortFree } from './ports.mjs';

describe('free port allocation', () => {
  it('hands out distinct ports that can be bound on loopback', async () => {
    const ports = await Promise.all(Array.from({ length: 20 }, () => freePort()));
    expect(new Set(ports).size).toBe(ports.length);
    for (const port of ports.slice(0, 3)) expect(await isPortFree(port)).toBe(true);
  });

  it('reports a port in use as not free', async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    expect(await isPortFree(port)).toBe(false);
    await new Promise((resolve) => server.close(resolve));
  });
});
