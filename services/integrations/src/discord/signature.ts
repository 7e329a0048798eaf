import { createPublicKey, verify, type KeyObject } from 'node:crypto';

/** DER prefix of an Ed25519 SubjectPublicKeyInfo: the 32 raw key bytes follow it. */
const ed25519SpkiPrefix = Buffer.from('302a300506032b6570032100', 'hex');

/** The application's public key (64 hex digits, as Discord's developer portal shows it) as a key object. */
export function discordPublicKey(hex: string): KeyObject {
  const raw = Buffer.from(hex, 'hex');
  if (raw.length !== 32 || raw.toString('hex') !== hex.toLowerCase())
    throw new Error('DISCORD_PUBLIC_KEY must be 64 hex digits (an Ed25519 public key)');
  return createPublicKey({ key: Buffer.concat([ed25519SpkiPrefix, raw]), format: 'der', type: 'spki' });
}

/**
 * Discord signs `timestamp + body` with the application's key (headers `X-Signature-Ed25519` and
 * `X-Signature-Timestamp`). Anything missing, malformed or not matching is simply not verified.
 */
export function isSignedByDiscord(
  key: KeyObject,
  signatureHex: string | undefined,
  timestamp: string | undefined,
  rawBody: string | undefined,
): boolean {
  if (!signatureHex || !timestamp || rawBody === undefined) return false;
  if (!/^[0-9a-f]{128}$/i.test(signatureHex)) return false;
  try {
    return verify(null, Buffer.from(timestamp + rawBody), key, Buffer.from(signatureHex, 'hex'));
  } catch {
    return false;
  }
}
