// A consumer process for the crash test (events/inbox.crash.test.ts): its handler writes its effect through the
// inbox, and the first time (no CRASH_MARKER file yet) kills its own process before the ack.
import { existsSync, writeFileSync } from 'node:fs';
import mongoose from 'mongoose';
import { createLogger } from '../logger';
import { connectMongo } from '../mongo';
import { connectEvents } from '../events/bus';
import { defineHandler } from '../events/handler';
import { applyOnce, inboxField } from '../events/inbox';

const { MONGO_URL = '', NATS_URL = '', CRASH_MARKER = '' } = process.env;
const Counter = mongoose.model('Counter', new mongoose.Schema({ _id: String, value: Number, ...inboxField }));

const countOnce = defineHandler({
  name: 'counter',
  events: ['game.completed'],
  async handle(event) {
    await applyOnce(Counter, event.id, { _id: event.data.gameId }, { $inc: { value: 1 } });
    if (existsSync(CRASH_MARKER)) return;
    writeFileSync(CRASH_MARKER, 'crashed');
    process.kill(process.pid, 'SIGKILL');
  },
});

async function main() {
  const logger = createLogger('crash', 'silent');
  await connectMongo({ url: MONGO_URL, dbName: 'progression_crash_test', logger, attempts: 3 });
  const bus = await connectEvents({
    url: NATS_URL,
    serviceName: 'crash',
    logger,
    retry: { ackWaitMs: 1000 },
  });
  await bus.consume(countOnce);
  process.stdout.write('consuming\n');
  process.once('SIGTERM', () => void bus.drain().then(() => process.exit(0)));
}

void main();
