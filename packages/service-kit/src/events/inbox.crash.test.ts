import { execFile, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import mongoose from 'mongoose';
import { markProcessed, processedMarkerTtlSeconds } from './processed-events';
import { gameCompleted, startEventsInfra } from './test-support';
import { eventually } from '../testing/eventually';

const kitDir = join(__dirname, '..', '..');
// Inside the repository, so the bundle's third-party packages resolve from node_modules.
mkdirSync(join(kitDir, 'dist'), { recursive: true });
const scratch = mkdtempSync(join(kitDir, 'dist', 'crash-test-'));
let world: Awaited<ReturnType<typeof startEventsInfra>>;

beforeAll(async () => {
  await promisify(execFile)(
    process.execPath,
    [
      require.resolve('@progression/node-build/bin/node-build.mjs'),
      '--outdir',
      scratch,
      'src/testing/crash-once-consumer.ts',
    ],
    { cwd: kitDir },
  );
  world = await startEventsInfra('progression_crash_test');
}, 60_000);
afterAll(async () => {
  await world.stop();
  rmSync(scratch, { recursive: true, force: true });
});

/** Starts the consumer process; resolves once it consumes, with a promise of its exit signal. */
async function startConsumer() {
  const child = spawn(process.execPath, [join(scratch, 'crash-once-consumer.js')], {
    cwd: kitDir,
    env: {
      ...process.env,
      MONGO_URL: world.infra.mongoUrl,
      NATS_URL: world.infra.natsUrl,
      CRASH_MARKER: join(scratch, 'crashed'),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<NodeJS.Signals | null>((done) =>
    child.once('exit', (_code, signal) => done(signal)),
  );
  await new Promise<void>((ready, fail) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.includes('consuming') && ready());
    child.once('exit', () => fail(new Error('the consumer process exited before consuming')));
  });
  return { child, exited };
}

const db = () => mongoose.connection.db!;

describe('a handler writing through the inbox', () => {
  it('applies its effect once when its process is killed after the write and before the ack', async () => {
    await db()
      .collection('counters')
      .insertOne({ _id: 'g1' as never, value: 0, processedEvents: [] });
    const first = await startConsumer();
    const publisher = await world.bus('games');
    const event = gameCompleted('g1');
    await publisher.publish(event);
    expect(await first.exited).toBe('SIGKILL');
    expect(
      await db()
        .collection('counters')
        .findOne({ _id: 'g1' as never }),
    ).toMatchObject({ value: 1 });

    // Started again, it gets the unacknowledged event once ack_wait has passed, and changes nothing.
    const second = await startConsumer();
    try {
      await eventually(
        'the events',
        async () => (await db().collection('processed_events').countDocuments({ eventId: event.id })) === 1,
      );
      const counter = await db()
        .collection('counters')
        .findOne({ _id: 'g1' as never });
      expect(counter).toMatchObject({ value: 1, processedEvents: [event.id] });
    } finally {
      second.child.kill('SIGTERM');
      await second.exited;
    }
  }, 30_000);

  it('expires processed-event markers after thirty days, longer than the stream keeps an event', async () => {
    await markProcessed('ttl-check', 'e1');
    await mongoose.model('ProcessedEvent').init();
    const indexes = await db().collection('processed_events').indexes();
    expect(indexes.find((index) => index.key.processedAt === 1)?.expireAfterSeconds).toBe(
      processedMarkerTtlSeconds,
    );
    expect(processedMarkerTtlSeconds).toBe(30 * 24 * 60 * 60);
  });
});
