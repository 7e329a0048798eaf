import { Binary, UUID } from 'bson';
import { isPlainObject } from '../bson-values';

// Strings up to this length are shared; longer ones (descriptions, texts) rarely repeat.
const MAX_SHARED_LENGTH = 64;
// The pool starts afresh once it knows this many strings: it stays small (well under 1 MiB) and never keeps
// strings of removed documents for long, at the price of a second copy of a string now and then.
const POOL_LIMIT = 16_384;

let pool = new Map<string, string>();

function shared(value: string): string {
  if (value.length > MAX_SHARED_LENGTH) return value;
  const known = pool.get(value);
  if (known !== undefined) return known;
  if (pool.size >= POOL_LIMIT) pool = new Map();
  pool.set(value, value);
  return value;
}

/** Binary data with bytes of its own, not a view into the message or file buffer it was decoded from. */
function ownBytes(value: Binary): Binary {
  const bytes = value.buffer;
  if (bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength) return value;
  const copy = Uint8Array.prototype.slice.call(bytes, 0, value.position);
  return value instanceof UUID ? new UUID(copy) : new Binary(copy, value.sub_type);
}

/**
 * Readies a value to be stored for long, in place: equal short strings share one copy (a catalog repeats
 * set names, rarities and dates across thousands of documents; decoding gives each its own), and binary
 * data is copied out of the buffer it was decoded from, which it would otherwise keep in memory whole.
 * Returns the value, or a new one for binary data and arrays.
 */
export function compactValue(value: unknown): unknown {
  if (typeof value === 'string') return shared(value);
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const element: unknown = value[i];
      if (typeof element === 'string') value[i] = shared(element);
      else if (typeof element === 'object' && element !== null) {
        const compacted = compactValue(element);
        if (compacted !== element) value[i] = compacted;
      }
    }
    // A decoded array grew element by element and has room for more; a copy has exactly its length.
    return value.length > 0 ? value.slice() : value;
  }
  if (value instanceof Binary) return ownBytes(value);
  if (!isPlainObject(value)) return value;
  for (const key of Object.keys(value)) {
    const field = value[key];
    if (typeof field !== 'string' && (typeof field !== 'object' || field === null)) continue;
    const compacted = compactValue(field);
    // Strings are always written back: an equal string is not necessarily the shared copy.
    if (typeof field !== 'string' && compacted === field) continue;
    if (key === '__proto__') Object.defineProperty(value, key, { value: compacted, writable: true, enumerable: true, configurable: true });
    else value[key] = compacted;
  }
  return value;
}
