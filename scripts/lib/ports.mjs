// Free loopback ports for the stack's processes.
import { createServer } from 'node:net';

/** Ports handed out by this process, so two calls never return the same port before either is bound. */
const handedOut = new Set();

/** A TCP port free on 127.0.0.1 now (the operating system picks it), never one this process gave before. */
export async function freePort() {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = await new Promise((resolvePromise, reject) => {
      const server = createServer();
      server.unref();
      server.on('error', reject);
      server.listen(0, '127.0.0.1', () => {
        const { port: chosen } = server.address();
        server.close(() => resolvePromise(chosen));
      });
    });
    if (!handedOut.has(port)) {
      handedOut.add(port);
      return port;
    }
  }
  throw new Error('No free port found');
}

/** Whether `port` can be bound on `host` now (checked before the gateway starts, for a clear message). */
export function isPortFree(port, host = '127.0.0.1') {
  return new Promise((resolvePromise) => {
    const server = createServer();
    server.unref();
    server.on('error', () => resolvePromise(false));
    server.listen(port, host, () => server.close(() => resolvePromise(true)));
  });
}
