import type Koa from 'koa';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CallDeclarations } from '@progression/contracts';
import { callClient, type CallClient } from '../calls/client';
import { TEST_KEYS } from './tokens';

/**
 * One check per declared call, as the owner's test of its declarations writes them: the type asks for an
 * entry for every declaration, so a new call cannot go untested.
 */
export type DeclaredCallChecks<C extends CallDeclarations> = {
  [K in keyof C]: (client: CallClient<C>) => Promise<void>;
};

/** The owner's app listening on a free loopback port, and a client of its declarations (as `caller`). */
export interface AppCallClient<C extends CallDeclarations> {
  client: CallClient<C>;
  url: string;
  stop(): Promise<void>;
}

/**
 * Listens the owner's real app and builds the generated client of its declarations, signed as a service
 * with the test keys: the owner's test calls each declaration through it, so the path, the schemas and the
 * real handler are checked together.
 */
export async function callApp<C extends CallDeclarations>(
  declarations: C,
  app: Koa,
  caller = 'tests',
): Promise<AppCallClient<C>> {
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    client: callClient(declarations, { baseUrl: url, serviceName: caller, secret: TEST_KEYS.SERVICE_SECRET }),
    url,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
