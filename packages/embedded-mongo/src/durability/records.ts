import { crc32 } from 'node:zlib';
import { deserialize, serialize } from 'bson';
import type { CatalogChange } from '../storage/catalog';

const toBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

const HEADER_BYTES = 8;
/** The smallest BSON document: its int32 length and the terminating zero. */
const MIN_PAYLOAD_BYTES = 5;

/** One record: payload length, CRC32 of the payload, then the change as a BSON document. */
export function encodeRecord(change: CatalogChange): Buffer {
  const payload = toBuffer(serialize({ c: change }));
  const record = Buffer.allocUnsafe(HEADER_BYTES + payload.length);
  record.writeUInt32LE(payload.length, 0);
  record.writeUInt32LE(crc32(payload), 4);
  payload.copy(record, HEADER_BYTES);
  return record;
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

/** Every intact record from the start of a file, and the byte offset where they stop. */
export function decodeRecords(bytes: Buffer): { changes: CatalogChange[]; validLength: number } {
  const changes: CatalogChange[] = [];
  let offset = 0;
  for (let end = intactRecordEnd(bytes, 0); end !== undefined; end = intactRecordEnd(bytes, offset)) {
    const payload = bytes.subarray(offset + HEADER_BYTES, end);
    changes.push(deserialize(payload, { promoteLongs: true, promoteValues: true, promoteBuffers: false }).c);
    offset = end;
  }
  return { changes, validLength: offset };
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
