import type { Server } from 'node:http';

/** How long requests in flight may take to finish once a server stops; what is still open then (a live stream) is cut. */
export const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Stops accepting and resolves once every connection has closed. Node closes only the keep-alive sockets
 * that are idle at `close()`; one answering a request then would stay open for the whole keep-alive
 * timeout, so idle sockets are swept until none is left. Streams that never end are cut after the grace.
 */
export function closeServer(server: Server, graceMs = SHUTDOWN_GRACE_MS): Promise<void> {
  return new Promise<void>((resolve) => {
    const sweep = setInterval(() => server.closeIdleConnections(), 25);
    const cut = setTimeout(() => server.closeAllConnections(), graceMs);
    server.close(() => {
      clearInterval(sweep);
      clearTimeout(cut);
      resolve();
    });
    server.closeIdleConnections();
  });
}
