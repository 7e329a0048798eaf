import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A local HTTP server for tests of the clients of outside sources; records every request path. */
export async function startTestHttpServer(handler: (req: IncomingMessage, res: ServerResponse) => void) {
  const requests: Array<{ path: string; at: number }> = [];
  const server = createServer((req, res) => {
    requests.push({ path: req.url ?? '', at: Date.now() });
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
