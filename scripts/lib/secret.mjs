// The credentials of a one-machine stack, generated once into the data directory, private to its owner:
// the key pair of user tokens (identity signs with the private key, everyone verifies with the public one)
// and the secret of service-to-service tokens.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The names the credentials have in the data directory. */
export const CREDENTIAL_FILES = {
  JWT_PRIVATE_KEY: 'jwt-private-key.pem',
  JWT_PUBLIC_KEY: 'jwt-public-key.pem',
  SERVICE_SECRET: 'service-secret',
};

/** Credentials of earlier releases, deleted so no unused secret lies around (user tokens were HS256 once). */
export const RETIRED_CREDENTIAL_FILES = ['jwt-secret'];

/** Writes a file only its owner can read (0600, also when it existed with a wider mode). */
function writePrivate(path, text) {
  writeFileSync(path, text, { mode: 0o600 });
  chmodSync(path, 0o600);
}

function readStored(path) {
  if (!existsSync(path)) return undefined;
  chmodSync(path, 0o600);
  return readFileSync(path, 'utf8').trim();
}

/**
 * `{ JWT_PRIVATE_KEY, JWT_PUBLIC_KEY, SERVICE_SECRET }` stored in `dataDir`, created (mode 0600) on first
 * use. A key pair with a half missing is made anew (every token issued before stops working).
 */
export function loadOrCreateCredentials(dataDir) {
  mkdirSync(dataDir, { recursive: true });
  const path = (name) => join(dataDir, CREDENTIAL_FILES[name]);
  for (const retired of RETIRED_CREDENTIAL_FILES) rmSync(join(dataDir, retired), { force: true });

  let privateKey = readStored(path('JWT_PRIVATE_KEY'));
  let publicKey = readStored(path('JWT_PUBLIC_KEY'));
  if (!privateKey || !publicKey) {
    const pair = generateKeyPairSync('ec', {
      namedCurve: 'P-256',
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    [privateKey, publicKey] = [pair.privateKey.trim(), pair.publicKey.trim()];
    writePrivate(path('JWT_PRIVATE_KEY'), `${privateKey}\n`);
    writePrivate(path('JWT_PUBLIC_KEY'), `${publicKey}\n`);
  }

  let serviceSecret = readStored(path('SERVICE_SECRET'));
  if (!serviceSecret || serviceSecret.length < 32) {
    serviceSecret = randomBytes(48).toString('base64url');
    writePrivate(path('SERVICE_SECRET'), `${serviceSecret}\n`);
  }
  return { JWT_PRIVATE_KEY: privateKey, JWT_PUBLIC_KEY: publicKey, SERVICE_SECRET: serviceSecret };
}
