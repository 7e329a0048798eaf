import { cpus } from 'node:os';
import { Long } from 'bson';
import type { Doc } from '../bson-values';
import { helloAuthentication } from './auth';
import type { CommandHandler } from './context';

const MAX_BSON_OBJECT_SIZE = 16 * 1024 * 1024;

/**
 * What the server announces itself as: a standalone MongoDB 7.0 (wire version 21). Its behaviour follows
 * that version: e.g. `sort` on update statements (MongoDB 8.0) is refused as 7.0 refuses it.
 */
export const ANNOUNCED = { version: '7.0.0', versionArray: [7, 0, 0, 0], maxWireVersion: 21, topology: 'single' } as const;

/**
 * hello/isMaster. No `topologyVersion`: with it the driver switches to streaming (exhaust) monitoring.
 * `logicalSessionTimeoutMinutes` makes the driver use sessions.
 */
const hello: CommandHandler = (command, _db, context) => {
  const authentication = helloAuthentication(command, context);
  return {
    helloOk: true,
    ismaster: true,
    isWritablePrimary: true,
    maxBsonObjectSize: MAX_BSON_OBJECT_SIZE,
    maxMessageSizeBytes: 48_000_000,
    maxWriteBatchSize: 100_000,
    localTime: new Date(),
    logicalSessionTimeoutMinutes: 30,
    connectionId: context.connectionId,
    minWireVersion: 0,
    maxWireVersion: ANNOUNCED.maxWireVersion,
    readOnly: false,
    ...authentication,
    ok: 1,
  };
};

const buildInfo: CommandHandler = () => ({
  version: ANNOUNCED.version,
  gitVersion: 'embedded',
  versionArray: ANNOUNCED.versionArray,
  bits: 64,
  debug: false,
  maxBsonObjectSize: MAX_BSON_OBJECT_SIZE,
  storageEngines: ['embedded'],
  ok: 1,
});

export const handshakeCommands: Record<string, CommandHandler> = {
  hello,
  ismaster: hello,
  ping: () => ({ ok: 1 }),
  buildinfo: buildInfo,
  getparameter: (command: Doc) => ({
    ...(command.featureCompatibilityVersion ? { featureCompatibilityVersion: { version: '7.0' } } : {}),
    ok: 1,
  }),
  hostinfo: () => ({
    system: { currentTime: new Date(), hostname: '127.0.0.1', cpuAddrSize: 64, numCores: cpus().length },
    os: { type: process.platform },
    ok: 1,
  }),
  whatsmyuri: () => ({ you: '127.0.0.1', ok: 1 }),
  endsessions: () => ({ ok: 1 }),
  killsessions: () => ({ ok: 1 }),
  refreshsessions: () => ({ ok: 1 }),
  startsession: () => ({ id: { id: new Long(0) }, timeoutMinutes: 30, ok: 1 }),
};
