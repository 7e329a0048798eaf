import { connect } from 'node:net';
import { deserialize, serialize } from 'bson';
import { MongoClient } from 'mongodb';
import { startEmbeddedMongo } from '../server';
import { OP_MSG } from './messages';

const TEXT_LENGTH = 200_000;
const textOf = (id: number) => String.fromCharCode(97 + id).repeat(TEXT_LENGTH);

function opMsg(requestId: number, body: object): Buffer {
  const doc = serialize(body);
  const header = Buffer.alloc(21);
  header.writeInt32LE(21 + doc.length, 0);
  header.writeInt32LE(requestId, 4);
  header.writeInt32LE(OP_MSG, 12);
  return Buffer.concat([header, doc]);
}

describe('reply buffers', () => {
  it('keeps each reply intact until its socket has written it, while other connections reuse reply buffers', async () => {
    const server = await startEmbeddedMongo({ durability: 'memory' });
    const client = await MongoClient.connect(server.uri);
    const raw = connect(Number(new URL(server.uri).port), '127.0.0.1');
    const connected = new Promise<void>((resolve) => raw.once('connect', resolve));
    try {
      const docs = client.db('wire').collection<{ _id: number; text: string }>('big');
      await docs.insertMany(Array.from({ length: 8 }, (_, id) => ({ _id: id, text: textOf(id) })));

      // A connection that asks for 30 batches of about 1 MB at once and reads none of them for a while:
      // the replies wait in its socket, beyond what the kernel buffers.
      raw.pause();
      await connected;
      const asked = Array.from({ length: 30 }, (_, n) => n % 4);
      raw.write(Buffer.concat(asked.map((from, n) => opMsg(n + 1, { find: 'big', filter: { _id: { $gte: from } }, limit: 5, singleBatch: true, $db: 'wire' }))));
      // Meanwhile another connection reads large batches, filling and reusing reply buffers.
      for (let round = 0; round < 30; round++) {
        const found = await docs.find({ _id: { $gte: round % 3 } }).toArray();
        expect(found.map((doc) => doc.text === textOf(doc._id))).not.toContain(false);
      }

      const replies: Array<{ responseTo: number; ids: number[]; intact: boolean }> = [];
      await new Promise<void>((resolve) => {
        let chunks: Buffer[] = [];
        let buffered = 0;
        raw.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          buffered += chunk.length;
          while (buffered >= 4) {
            let bytes = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
            chunks = [bytes];
            const length = bytes.readInt32LE(0);
            if (length < 21 || length > 4 * 1024 * 1024) {
              // Not a reply's start: earlier bytes were overwritten.
              replies.push({ responseTo: -1, ids: [], intact: false });
              resolve();
              return;
            }
            if (buffered < length) return;
            const responseTo = bytes.readInt32LE(8);
            try {
              const batch = deserialize(bytes.subarray(21, length)).cursor.firstBatch as Array<{ _id: number; text: string }>;
              replies.push({ responseTo, ids: batch.map((doc) => doc._id), intact: batch.every((doc) => doc.text === textOf(doc._id)) });
            } catch {
              replies.push({ responseTo, ids: [], intact: false });
            }
            bytes = bytes.subarray(length);
            chunks = bytes.length ? [bytes] : [];
            buffered = bytes.length;
            if (replies.length === asked.length) resolve();
          }
        });
        raw.resume();
      });
      expect(replies).toEqual(
        asked.map((from, n) => ({ responseTo: n + 1, ids: Array.from({ length: 5 }, (_, i) => from + i), intact: true })),
      );
    } finally {
      raw.destroy();
      await client.close();
      await server.stop();
    }
  }, 30_000);
});
