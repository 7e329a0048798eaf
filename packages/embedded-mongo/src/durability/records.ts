import { crc32 } from 'node:zlib';
import { deserialize, serialize, serializeWithBufferAndIndex } from 'bson';
import type { CatalogChange } from '../storage/catalog';
import type { FileSystem } from './file-system';

const toBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

const HEADER_BYTES = 8;
/** The smallest BSON document: its int32 length and the terminating zero. */
const MIN_PAYLOAD_BYTES = 5;
/** Files are read through a buffer this large (a longer record gets one of its own), never whole. */
const READ_CHUNK_BYTES = 1024 * 1024;

const writeHeader = (record: Buffer, at: number, payloadLength: number) => {
  record.writeUInt32LE(payloadLength, at);
  record.writeUInt32LE(crc32(record.subarray(at + HEADER_BYTES, at + HEADER_BYTES + payloadLength)), at + 4);
};

/** One record: payload length, CRC32 of the payload, then the change as a BSON document. */
export function encodeRecord(change: CatalogChange): Buffer {
  const payload = toBuffer(serialize({ c: change }));
  const record = Buffer.allocUnsafe(HEADER_BYTES + payload.length);
  payload.copy(record, HEADER_BYTES);
  writeHeader(record, 0, payload.length);
  return record;
}

/**
 * Encodes a record into `target` at `at`; returns where it ends, or undefined (nothing written) when it
 * does not fit in the rest of `target`.
 */
export function encodeRecordInto(change: CatalogChange, target: Buffer, at: number): number | undefined {
  if (target.length - at < HEADER_BYTES + MIN_PAYLOAD_BYTES) return undefined;
  let end: number;
  try {
    end = serializeWithBufferAndIndex({ c: change }, target, { index: at + HEADER_BYTES }) + 1;
  } catch (error) {
    // bson copies into the target last, so nothing was written. By name: the error comes from another realm.
    if ((error as Error | undefined)?.name === 'RangeError') return undefined;
    throw error;
  }
  writeHeader(target, at, end - at - HEADER_BYTES);
  return end;
}

/** The end of the intact record starting at `offset`, or undefined when none starts there. */
function intactRecordEnd(bytes: Buffer, offset: number): number | undefined {
  if (offset + HEADER_BYTES + MIN_PAYLOAD_BYTES > bytes.length) return undefined;
  const length = bytes.readUInt32LE(offset);
  const end = offset + HEADER_BYTES + length;
  if (length < MIN_PAYLOAD_BYTES || end > bytes.length) return undefined;
  // A BSON payload starts with its own length and ends with a zero: cheap checks before the CRC.
  if (bytes.readUInt32LE(offset + HEADER_BYTES) !== length || bytes[end - 1] !== 0) return undefined;
  return crc32(bytes.subarray(offset + HEADER_BYTES, end)) === bytes.readUInt32LE(offset + 4) ? end : undefined;
}

const decodeRecord = (payload: Buffer): CatalogChange =>
  deserialize(payload, { promoteLongs: true, promoteValues: true, promoteBuffers: false }).c as CatalogChange;

/**
 * Hands every intact record from the start of a file to `apply`, in order, reading the file through one
 * small buffer; returns the byte offset where intact records stop and the file's size. Decoded values may
 * point into that buffer (binary data): `apply` keeps nothing of a change that it has not copied.
 */
export function replayRecords(fs: FileSystem, path: string, apply: (change: CatalogChange) => void): { validLength: number; size: number } {
  const fd = fs.open(path, 'r');
  try {
    const size = fs.size(fd);
    let buffer = Buffer.allocUnsafe(Math.min(READ_CHUNK_BYTES, size));
    // The buffer holds the file's bytes [start, start + filled); the next record starts at `offset`.
    let start = 0;
    let filled = 0;
    let offset = 0;
    /** Brings the file's bytes up to `end` into the buffer (keeping those from `offset`); false past the end. */
    const load = (end: number): boolean => {
      if (end > size) return false;
      if (end <= start + filled) return true;
      const kept = buffer.subarray(offset - start, filled);
      if (end - offset > buffer.length) {
        const larger = Buffer.allocUnsafe(Math.max(end - offset, READ_CHUNK_BYTES));
        kept.copy(larger);
        buffer = larger;
      } else kept.copy(buffer);
      start = offset;
      filled = kept.length;
      const wanted = Math.min(buffer.length, size - start);
      while (filled < wanted) {
        const read = fs.read(fd, buffer, filled, wanted - filled, start + filled);
        if (read <= 0) break;
        filled += read;
      }
      return end <= start + filled;
    };
    while (load(offset + HEADER_BYTES + MIN_PAYLOAD_BYTES)) {
      if (!load(offset + HEADER_BYTES + buffer.readUInt32LE(offset - start))) break;
      const window = buffer.subarray(0, filled);
      const end = intactRecordEnd(window, offset - start);
      if (end === undefined) break;
      apply(decodeRecord(window.subarray(offset - start + HEADER_BYTES, end)));
      offset = start + end;
    }
    return { validLength: offset, size };
  } finally {
    fs.close(fd);
  }
}

/** The bytes of a file from `from` on (recovery reads a damaged file's rest to look for intact records). */
export function readRest(fs: FileSystem, path: string, from: number): Buffer {
  const fd = fs.open(path, 'r');
  try {
    const rest = Buffer.alloc(Math.max(0, fs.size(fd) - from));
    let filled = 0;
    while (filled < rest.length) {
      const read = fs.read(fd, rest, filled, rest.length - filled, from + filled);
      if (read <= 0) break;
      filled += read;
    }
    return rest.subarray(0, filled);
  } finally {
    fs.close(fd);
  }
}

/**
 * The offset of the first intact record after `from`, searching every byte: a torn final write leaves
 * none, while damage in the middle of a file leaves the records written after it.
 */
export function findIntactRecord(bytes: Buffer, from: number): number | undefined {
  for (let offset = from + 1; offset + HEADER_BYTES + MIN_PAYLOAD_BYTES <= bytes.length; offset++) {
    if (intactRecordEnd(bytes, offset) !== undefined) return offset;
  }
  return undefined;
}
