#!/usr/bin/env node
// Lists and replays a service's dead letters (events its consumers set aside after their last attempt).
// Usage: dead-letters <mongodb-url-with-database> list [consumer]
//        dead-letters <mongodb-url-with-database> replay <dead-letter-id>
//        dead-letters <mongodb-url-with-database> replay-all [consumer]
// A replay is picked up within seconds by the running service, which runs the consumer's handler again and
// removes the dead letter when it succeeds (src/events/dead-letters.ts holds the collection's shape).
import mongoose from 'mongoose';

const [url, command, argument] = process.argv.slice(2);
const usage =
  'usage: dead-letters <mongodb-url-with-database> list [consumer] | replay <id> | replay-all [consumer]';
if (!url || !['list', 'replay', 'replay-all'].includes(command) || (command === 'replay' && !argument)) {
  console.error(usage);
  process.exit(2);
}

await mongoose.connect(url, { serverSelectionTimeoutMS: 5000 });
const letters = mongoose.connection.db.collection('dead_letters');
try {
  if (command === 'list') {
    const filter = argument ? { consumer: argument } : {};
    for (const letter of await letters.find(filter).sort({ failedAt: 1 }).toArray()) {
      const { _id, consumer, subject, eventId, attempts, error, failedAt, replayRequested } = letter;
      console.log(
        JSON.stringify({ id: _id, consumer, subject, eventId, attempts, error, failedAt, replayRequested }),
      );
    }
  } else {
    const filter = command === 'replay' ? { _id: argument } : argument ? { consumer: argument } : {};
    const { matchedCount } = await letters.updateMany(filter, { $set: { replayRequested: true } });
    console.log(`${matchedCount} dead letter(s) to be replayed by the running service`);
    if (command === 'replay' && matchedCount === 0) process.exitCode = 1;
  }
} finally {
  await mongoose.disconnect();
}
