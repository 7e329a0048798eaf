import { createServer } from 'node:net';
import type { Socket } from 'node:net';
import { rmSync } from 'node:fs';
import type { Credentials } from './auth/authentication';
import { ConnectionAuthentication, ServerUsers } from './auth/authentication';
import type { Doc } from './bson-values';
import type { CommandContext } from './commands/context';
import { isWriteCommand, runCommand } from './commands';
import { CursorRegistry } from './cursors';
import { SessionRegistry } from './sessions';
import type { FileSystem } from './durability/file-system';
import { nodeFileSystem } from './durability/file-system';
import type { Durability } from './durability/store';
import { DurableStore } from './durability/store';
import { asCommandError } from './errors';
import { Catalog } from './storage/catalog';
import { MessageFramer } from './wire/framing';
import type { EncodedReply, Request } from './wire/messages';
import { decodeRequest, encodeReply } from './wire/messages';
import { startTtlMonitor } from './ttl-monitor';
import { VisibilityGate } from './visibility-gate';

export interface EmbeddedMongoOptions {
  /** Directory of the log, snapshots and lock file (not needed with durability 'memory'). */
  dataDir?: string;
  /** Loopback TCP port; 0 (the default) picks a free one. */
  port?: number;
  /** Listen on a Unix socket instead of TCP. */
  socketPath?: string;
  /** 'fsync' acknowledges writes once on disk, 'none' once written, 'memory' keeps nothing. */
  durability?: Durability;
  /** Where recovery and a failed log write are reported (default: a line on stderr). */
  warn?: (message: string) => void;
  /** A new snapshot is taken (and the log restarted) once the log passes this many bytes (default 64 MiB). */
  snapshotAfterLogBytes?: number;
  /** The file operations of the store (default: node:fs); tests pass one that fails on demand. */
  fileSystem?: FileSystem;
  /** How often documents past a TTL index's expiry are removed (default 60 s, as mongod). */
  ttlMonitorIntervalMs?: number;
  /**
   * The one user (in `admin`) every connection must authenticate as (SCRAM-SHA-256 or SCRAM-SHA-1) before
   * anything beyond the handshake; without it the server is open to whoever reaches its port.
   */
  credentials?: Credentials;
}

export interface EmbeddedMongo {
  /** `mongodb://127.0.0.1:PORT/` (no database name, no credentials), or the URL-encoded socket path. */
  uri: string;
  stop(): Promise<void>;
}

/** Starts the embedded MongoDB-compatible server on loopback. */
export async function startEmbeddedMongo(options: EmbeddedMongoOptions = {}): Promise<EmbeddedMongo> {
  const durability = options.durability ?? (options.dataDir ? 'fsync' : 'memory');
  const catalog = new Catalog();
  const store = await DurableStore.open(catalog, {
    dataDir: options.dataDir,
    mode: durability,
    fs: options.fileSystem ?? nodeFileSystem,
    warn: options.warn ?? ((message) => process.stderr.write(`embedded-mongo: ${message}\n`)),
    snapshotAfterLogBytes: options.snapshotAfterLogBytes ?? 64 * 1024 * 1024,
  });
  const gate = new VisibilityGate(store);
  const users = options.credentials && new ServerUsers(options.credentials);
  const sockets = new Set<Socket>();
  let nextConnectionId = 1;
  const shared = {
    catalog,
    cursors: new CursorRegistry(),
    sessions: new SessionRegistry(),
    startedAt: new Date(),
    stats: { connections: () => sockets.size, commands: 0 },
  };
  const stopTtlMonitor = startTtlMonitor(
    // The server's own deletes: nobody to authenticate.
    { ...shared, connectionId: 0, authentication: new ConnectionAuthentication(undefined) },
    store,
    gate,
    options.ttlMonitorIntervalMs ?? 60_000,
  );

  const server = createServer((socket) => {
    sockets.add(socket);
    socket.setNoDelay(true);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    const authentication = new ConnectionAuthentication(users);
    serveConnection(socket, { ...shared, connectionId: nextConnectionId++, authentication }, store, gate);
  });

  if (options.socketPath) rmSync(options.socketPath, { force: true });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    if (options.socketPath) server.listen(options.socketPath, resolve);
    else server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const address = server.address();
  const uri = options.socketPath
    ? `mongodb://${encodeURIComponent(options.socketPath)}/`
    : `mongodb://127.0.0.1:${typeof address === 'object' && address ? address.port : options.port}/`;

  let stopped: Promise<void> | undefined;
  const stop = () =>
    (stopped ??= (async () => {
      stopTtlMonitor();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
      await store.close();
    })());
  return { uri, stop };
}

/**
 * Answers one connection's requests strictly in order (writes wait for durability before replying, reads
 * wait for the gate). A request that needs no waiting is answered in the same turn; while one waits, later
 * requests of the connection queue.
 */
function serveConnection(socket: Socket, context: CommandContext, store: DurableStore, gate: VisibilityGate) {
  const framer = new MessageFramer();
  let waiting: Promise<void> | undefined;
  const settle = (pending: Promise<void>) => {
    waiting = pending;
    void pending.then(() => {
      if (waiting === pending) waiting = undefined;
    });
  };
  socket.on('data', (chunk: Buffer) => {
    let messages: Buffer[];
    try {
      messages = framer.push(chunk);
    } catch {
      socket.destroy();
      return;
    }
    for (const message of messages) {
      if (waiting) settle(waiting.then(() => handle(message)));
      else {
        const pending = handle(message);
        if (pending) settle(pending);
      }
    }
  });

  const reply = (request: Request, body: Doc) => {
    if (request.noReply || socket.destroyed) return;
    let encoded: EncodedReply;
    try {
      encoded = encodeReply(request, body);
    } catch (error) {
      // A reply BSON cannot encode is answered with the error instead.
      encoded = encodeReply(request, asCommandError(error).toReply());
    }
    // Called with an error too when the socket is gone: either way the reply's bytes are no longer needed.
    socket.write(encoded.message, encoded.written);
  };

  /** Runs one request; returns a promise only when its reply waits for the log to be durable. */
  const handle = (message: Buffer): Promise<void> | undefined => {
    let request: Request;
    try {
      request = decodeRequest(message);
    } catch {
      socket.destroy();
      return undefined;
    }
    const write = isWriteCommand(request.command);
    return gate.enter(write, () => execute(request, write));
  };

  /** Runs a request the gate let through; a write is refused outright once the store refuses writes. */
  const execute = (request: Request, write: boolean): Promise<void> | undefined => {
    if (write && store.failure) {
      reply(request, store.failure.toReply());
      return undefined;
    }
    const body: Doc = runCommand(request.command, context);
    if (!write) {
      reply(request, body);
      return undefined;
    }
    return store.commit().then(
      () => reply(request, body),
      (error: unknown) => reply(request, asCommandError(error).toReply()),
    );
  };
}
