// The server side of SCRAM (RFC 5802; SHA-256 per RFC 7677), as mongod speaks it to the official drivers.
import { createHash, createHmac, pbkdf2Sync, randomBytes, timingSafeEqual } from 'node:crypto';

export type ScramMechanism = 'SCRAM-SHA-256' | 'SCRAM-SHA-1';
export const SCRAM_MECHANISMS: ScramMechanism[] = ['SCRAM-SHA-1', 'SCRAM-SHA-256'];

const settings = {
  // mongod's default iteration counts and salt lengths for each mechanism.
  'SCRAM-SHA-256': { hash: 'sha256', iterations: 15_000, saltBytes: 28 },
  'SCRAM-SHA-1': { hash: 'sha1', iterations: 10_000, saltBytes: 16 },
} as const;

/** What the server keeps of a password: never the password itself. */
export interface ScramKeys {
  mechanism: ScramMechanism;
  salt: Buffer;
  iterations: number;
  storedKey: Buffer;
  serverKey: Buffer;
}

const hmac = (mechanism: ScramMechanism, key: Buffer, text: string | Buffer) =>
  createHmac(settings[mechanism].hash, key).update(text).digest();
const digest = (mechanism: ScramMechanism, data: Buffer) =>
  createHash(settings[mechanism].hash).update(data).digest();

/**
 * The keys of one user for one mechanism. SCRAM-SHA-1 hashes MongoDB's digest of `user:mongo:password` (as
 * the drivers do); SCRAM-SHA-256 the password itself, which must be printable ASCII: SASLprep (what the
 * drivers apply) leaves exactly those unchanged.
 */
export function deriveScramKeys(
  mechanism: ScramMechanism,
  username: string,
  password: string,
  // Given only by the known-answer tests (RFC 7677's example).
  salt = randomBytes(settings[mechanism].saltBytes),
  iterations: number = settings[mechanism].iterations,
): ScramKeys {
  const { hash } = settings[mechanism];
  const secret =
    mechanism === 'SCRAM-SHA-1'
      ? createHash('md5').update(`${username}:mongo:${password}`).digest('hex')
      : password;
  const salted = pbkdf2Sync(secret, salt, iterations, createHash(hash).digest().length, hash);
  const clientKey = hmac(mechanism, salted, 'Client Key');
  return {
    mechanism,
    salt,
    iterations,
    storedKey: digest(mechanism, clientKey),
    serverKey: hmac(mechanism, salted, 'Server Key'),
  };
}

/** `a=1,b=2` into its attributes (a value may itself contain `=`). */
function attributesOf(message: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const part of message.split(',')) {
    const at = part.indexOf('=');
    if (at > 0) attributes.set(part.slice(0, at), part.slice(at + 1));
  }
  return attributes;
}

/** A SCRAM username with its `=2C` and `=3D` escapes undone. */
const unescapeUsername = (name: string) => name.replace(/=2C/g, ',').replace(/=3D/g, '=');

export class ScramError extends Error {}

/** The client's first message: its username, nonce, and the bare part that enters the signatures. */
export interface ClientFirst {
  username: string;
  clientNonce: string;
  /** The message without its GS2 header. */
  bare: string;
  gs2Header: string;
}

export function parseClientFirst(message: string): ClientFirst {
  // The GS2 header: no channel binding ('n' or 'y'), no authorization identity.
  const match = /^([ny],,)(n=[^,]*,r=[^,]+.*)$/.exec(message);
  if (!match) throw new ScramError('malformed SCRAM client-first message');
  const [, gs2Header, bare] = match;
  const attributes = attributesOf(bare);
  return {
    username: unescapeUsername(attributes.get('n') ?? ''),
    clientNonce: attributes.get('r') ?? '',
    bare,
    gs2Header,
  };
}

/** One exchange: the server-first message, then the check of the client's proof. */
export class ScramConversation {
  readonly serverFirst: string;
  private readonly nonce: string;

  constructor(
    private readonly keys: ScramKeys,
    private readonly clientFirst: ClientFirst,
    serverNonce = randomBytes(24).toString('base64'),
  ) {
    this.nonce = clientFirst.clientNonce + serverNonce;
    this.serverFirst = `r=${this.nonce},s=${keys.salt.toString('base64')},i=${keys.iterations}`;
  }

  /** Checks the client-final message's proof; answers the server-final message (`v=<signature>`). */
  finish(clientFinal: string): string {
    const attributes = attributesOf(clientFinal);
    const proof = Buffer.from(attributes.get('p') ?? '', 'base64');
    const withoutProof = clientFinal.slice(0, clientFinal.lastIndexOf(',p='));
    if (
      attributes.get('c') !== Buffer.from(this.clientFirst.gs2Header).toString('base64') ||
      attributes.get('r') !== this.nonce
    )
      throw new ScramError('SCRAM client-final message does not match the conversation');
    const authMessage = `${this.clientFirst.bare},${this.serverFirst},${withoutProof}`;
    const { mechanism, storedKey, serverKey } = this.keys;
    const clientSignature = hmac(mechanism, storedKey, authMessage);
    if (proof.length !== clientSignature.length) throw new ScramError('wrong SCRAM proof');
    const clientKey = Buffer.from(proof.map((byte, index) => byte ^ clientSignature[index]));
    if (!timingSafeEqual(digest(mechanism, clientKey), storedKey)) throw new ScramError('wrong SCRAM proof');
    return `v=${hmac(mechanism, serverKey, authMessage).toString('base64')}`;
  }
}
