import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { closeServer } from './close-server';

const listen = async (server: Server) => {
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
};
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('closeServer', () => {
  it('lets a request in flight finish, then closes its keep-alive socket at once', async () => {
    const server = createServer((_req, res) => setTimeout(() => res.end('answered'), 200));
    const url = await listen(server);
    const answer = fetch(url).then((response) => response.text());
    await pause(50);
    const begun = Date.now();
    await closeServer(server);
    expect(await answer).toBe('answered');
    expect(Date.now() - begun).toBeLessThan(2_000);
  });

  it('cuts a stream that never ends once the grace is over', async () => {
    const server = createServer((_req, res) => res.write('data: open\n\n'));
    const url = await listen(server);
    const response = await fetch(url);
    const reader = response.body!.getReader();
    await reader.read();
    const begun = Date.now();
    await closeServer(server, 300);
    expect(Date.now() - begun).toBeGreaterThanOrEqual(250);
    await expect(reader.read()).rejects.toThrow();
  });
});
