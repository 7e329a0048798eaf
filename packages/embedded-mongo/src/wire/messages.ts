import { calculateObjectSize, deserialize, serializeWithBufferAndIndex } from 'bson';
import type { Doc } from '../bson-values';

export const OP_REPLY = 1;
export const OP_QUERY = 2004;
export const OP_COMPRESSED = 2012;
export const OP_MSG = 2013;

export const MSG_CHECKSUM_PRESENT = 1 << 0;
export const MSG_MORE_TO_COME = 1 << 1;
export const MSG_EXHAUST_ALLOWED = 1 << 16;

// Stored values use JS numbers for int32, double and safe int64; other BSON types keep their classes.
const DESERIALIZE_OPTIONS = { promoteLongs: true, promoteValues: true, promoteBuffers: false } as const;

export interface Header {
  length: number;
  requestId: number;
  responseTo: number;
  opCode: number;
}

/** A decoded request: the command document (sequences folded in) and how to answer it. */
export interface Request {
  header: Header;
  command: Doc;
  /** OP_QUERY requests are answered with OP_REPLY, OP_MSG with OP_MSG. */
  legacy: boolean;
  /** moreToCome: the client expects no reply. */
  noReply: boolean;
}

export const readHeader = (message: Buffer): Header => ({
  length: message.readInt32LE(0),
  requestId: message.readInt32LE(4),
  responseTo: message.readInt32LE(8),
  opCode: message.readInt32LE(12),
});

const readCString = (buffer: Buffer, offset: number): [string, number] => {
  const end = buffer.indexOf(0, offset);
  return [buffer.toString('utf8', offset, end), end + 1];
};

const readDocument = (buffer: Buffer, offset: number): [Doc, number] => {
  const size = buffer.readInt32LE(offset);
  return [deserialize(buffer.subarray(offset, offset + size), DESERIALIZE_OPTIONS), offset + size];
};

/** Decodes OP_MSG: a kind-0 body plus kind-1 document sequences, which become arrays on the body. */
function decodeMsg(message: Buffer, header: Header): Request {
  const flags = message.readUInt32LE(16);
  const end = flags & MSG_CHECKSUM_PRESENT ? message.length - 4 : message.length;
  let offset = 20;
  let command: Doc | undefined;
  const sequences: Array<[string, Doc[]]> = [];
  while (offset < end) {
    const kind = message.readUInt8(offset);
    offset += 1;
    if (kind === 0) {
      [command, offset] = readDocument(message, offset);
    } else if (kind === 1) {
      const sectionEnd = offset + message.readInt32LE(offset);
      let identifier: string;
      [identifier, offset] = readCString(message, offset + 4);
      const docs: Doc[] = [];
      while (offset < sectionEnd) {
        let doc: Doc;
        [doc, offset] = readDocument(message, offset);
        docs.push(doc);
      }
      sequences.push([identifier, docs]);
    } else throw new Error(`unknown OP_MSG section kind ${kind}`);
  }
  if (!command) throw new Error('OP_MSG without a body section');
  for (const [identifier, docs] of sequences) command[identifier] = docs;
  return { header, command, legacy: false, noReply: (flags & MSG_MORE_TO_COME) !== 0 };
}

/** Decodes legacy OP_QUERY (only the driver's first handshake uses it, on `admin.$cmd`). */
function decodeQuery(message: Buffer, header: Header): Request {
  const [fullCollectionName, offset] = readCString(message, 20);
  let [query] = readDocument(message, offset + 8);
  // A wrapped query ({$query: {...}, $readPreference}) carries the command inside.
  if (query.$query && typeof query.$query === 'object') query = query.$query as Doc;
  const db = fullCollectionName.slice(0, fullCollectionName.indexOf('.'));
  return { header, command: { ...query, $db: db }, legacy: true, noReply: false };
}

export function decodeRequest(message: Buffer): Request {
  const header = readHeader(message);
  if (header.opCode === OP_MSG) return decodeMsg(message, header);
  if (header.opCode === OP_QUERY) return decodeQuery(message, header);
  throw new Error(`unsupported opCode ${header.opCode}`);
}

let nextRequestId = 1;

const writeHeader = (buffer: Buffer, opCode: number, responseTo: number) => {
  buffer.writeInt32LE(buffer.length, 0);
  buffer.writeInt32LE(nextRequestId++ & 0x7fffffff, 4);
  buffer.writeInt32LE(responseTo, 8);
  buffer.writeInt32LE(opCode, 12);
};

// Replies are serialized straight into slices of a slab (one copy out of bson's own buffer, no zero fill).
// A slice stays the socket's until written; a slab whose replies are all written is used again, so a stream
// of large replies does not allocate and free a buffer each (freed memory glibc's malloc would keep). A slab
// holds a whole batch (cursors stop before 1 MiB of documents).
const SLAB_SIZE = 2 * 1024 * 1024;

interface Slab {
  bytes: Buffer;
  used: number;
  /** Replies in it not yet written by their socket. */
  unwritten: number;
  /** No more replies go in: it is reused once `unwritten` is 0. */
  full: boolean;
}

const newSlab = (size = SLAB_SIZE): Slab => ({ bytes: Buffer.allocUnsafe(size), used: 0, unwritten: 0, full: false });
let slab = newSlab();
/** A slab whose replies are all written, kept for the next one. */
let spare: Slab | undefined;

function keepForReuse(done: Slab): void {
  if (done.bytes.length !== SLAB_SIZE || spare) return;
  done.used = 0;
  done.full = false;
  spare = done;
}

/** Leaves the current slab for one with at least `size` bytes. */
function nextSlab(size: number): void {
  slab.full = true;
  if (slab.unwritten === 0) keepForReuse(slab);
  if (size <= SLAB_SIZE && spare) {
    slab = spare;
    spare = undefined;
  } else slab = newSlab(Math.max(SLAB_SIZE, size));
}

/**
 * Bytes of documents in a reply's batch, as the cursor counted them when it took the batch: a reply
 * expected not to fit the slab's rest goes straight to a new slab instead of being serialized twice.
 */
export const batchBytes = new WeakMap<Doc[], number>();

function expectedSize(reply: Doc): number {
  const cursor = reply.cursor as Doc | undefined;
  const batch = (cursor?.firstBatch ?? cursor?.nextBatch) as Doc[] | undefined;
  return (batch && batchBytes.get(batch)) ?? 0;
}

/** Serializes the reply after `headerLength` bytes of room into the current slab (the one it is in, returned). */
function serializeWithRoom(headerLength: number, reply: Doc, expected = expectedSize(reply)): { message: Buffer; into: Slab } {
  // Room for the documents and the cursor's envelope around them.
  const room = headerLength + expected + 4096;
  if (expected > 0 && room > slab.bytes.length - slab.used) nextSlab(room);
  if (slab.bytes.length - slab.used >= headerLength + 5) {
    try {
      const end = serializeWithBufferAndIndex(reply, slab.bytes, { index: slab.used + headerLength }) + 1;
      const message = slab.bytes.subarray(slab.used, end);
      slab.used = end;
      return { message, into: slab };
    } catch (error) {
      // The slab's rest was too small (bson copies in last, so nothing was written). The name, not
      // instanceof: the error comes from the typed array's own realm.
      if ((error as Error | undefined)?.name !== 'RangeError') throw error;
    }
  }
  // Not enough room left: a slab big enough for this reply.
  nextSlab(headerLength + calculateObjectSize(reply));
  return serializeWithRoom(headerLength, reply, 0);
}

/** A reply ready to send: call `written` once the socket has written it (its slab may then be reused). */
export interface EncodedReply {
  message: Buffer;
  written: () => void;
}

/** Encodes a reply in the form the request came in. */
export function encodeReply(request: Request, reply: Doc): EncodedReply {
  const { message: buffer, into } = serializeWithRoom(request.legacy ? 36 : 21, reply);
  into.unwritten++;
  const written = () => {
    into.unwritten--;
    if (into.full && into.unwritten === 0) keepForReuse(into);
  };
  if (request.legacy) {
    writeHeader(buffer, OP_REPLY, request.header.requestId);
    buffer.writeInt32LE(8, 16); // AwaitCapable
    buffer.writeBigInt64LE(0n, 20);
    buffer.writeInt32LE(0, 28);
    buffer.writeInt32LE(1, 32);
    return { message: buffer, written };
  }
  writeHeader(buffer, OP_MSG, request.header.requestId);
  buffer.writeUInt32LE(0, 16);
  buffer.writeUInt8(0, 20);
  return { message: buffer, written };
}
