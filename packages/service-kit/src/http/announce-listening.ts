import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isMainThread } from 'node:worker_threads';
import type { Logger } from '../logger';

/**
 * Logs the address a server bound and, when a parent spawned this process with an IPC channel, sends it
 * `{type: 'listening', port}`: a parent that passes PORT=0 learns the port without picking one that
 * another process may take first.
 */
export function announceListening(server: Server, logger: Logger, host: string): void {
  const { port } = server.address() as AddressInfo;
  logger.info({ host, port }, 'listening');
  if (isMainThread && process.send) process.send({ type: 'listening', port }, () => {});
}
