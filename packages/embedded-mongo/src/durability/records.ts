import { crc32 } from 'node:zlib';
import { deserialize, serialize } from 'bson';

const toBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
import type { CatalogChange } from '../storage/catalog';

const HEADER_BYTES = 8;

/** One record: payload length, CRC32 of the payload, then the change as a BSON document. */
export function encodeRecord(change: CatalogChange): Buffer {
  const payload = toBuffer(serialize({ c: change }));
  const record = Buffer.allocUnsafe(HEADER_BYTES + payload.length);
  record.writeUInt32LE(payload.length, 0);
  record.writeUInt32LE(crc32(payload), 4);
  payload.copy(record, HEADER_BYTES);
  return record;
}

/**
 * Every whole, intact record of a file, and the byte offset where the valid part ends:
 * a torn or corrupt tail (a crash mid-write) stops the scan there.
 */
export function decodeRecords(bytes: Buffer): { changes: CatalogChange[]; validLength: number } {
  const changes: CatalogChange[] = [];
  let offset = 0;
  while (offset + HEADER_BYTES <= bytes.length) {
    const length = bytes.readUInt32LE(offset);
    const end = offset + HEADER_BYTES + length;
    if (length < 5 || end > bytes.length) break;
    const payload = bytes.subarray(offset + HEADER_BYTES, end);
    if (crc32(payload) !== bytes.readUInt32LE(offset + 4)) break;
    changes.push(deserialize(payload, { promoteLongs: true, promoteValues: true, promoteBuffers: false }).c);
    offset = end;
  }
  return { changes, validLength: offset };
}
