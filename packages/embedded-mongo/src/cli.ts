import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { Durability } from './durability/store';
import { reduceMemoryWhenIdle } from '@progression/idle-memory';
import { startEmbeddedMongo } from './server';

// embedded-mongo --data-dir D --port P [--durability fsync|none] [--username U --password-file F]: prints
// the URI (without credentials) once listening. The password comes from a file, never the command line,
// which every local user can read.
async function main() {
  const { values } = parseArgs({
    options: {
      'data-dir': { type: 'string' },
      port: { type: 'string', default: '27017' },
      'socket-path': { type: 'string' },
      durability: { type: 'string', default: 'fsync' },
      username: { type: 'string' },
      'password-file': { type: 'string' },
    },
  });
  if (Boolean(values.username) !== Boolean(values['password-file']))
    throw new Error('--username and --password-file go together');
  const durability = values.durability as Durability;
  if (!['fsync', 'none', 'memory'].includes(durability))
    throw new Error(`unknown durability '${durability}'`);
  if (durability !== 'memory' && !values['data-dir']) throw new Error('--data-dir is required');
  const server = await startEmbeddedMongo({
    dataDir: values['data-dir'],
    port: Number(values.port),
    socketPath: values['socket-path'],
    durability,
    credentials: values.username
      ? { username: values.username, password: readFileSync(values['password-file']!, 'utf8').trim() }
      : undefined,
  });
  process.stdout.write(`${server.uri}\n`);
  // This process runs only the store: memory it no longer needs goes back to the system once it is idle.
  reduceMemoryWhenIdle('process');
  const shutdown = () => {
    server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(`embedded-mongo: ${String(error)}\n`);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  process.stderr.write(`embedded-mongo: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
