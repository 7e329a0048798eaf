// The credentials of a one-machine stack, generated once into the data directory, private to its owner:
// the key pair of user tokens (identity signs with the private key, everyone verifies with the public one),
// the secret of service-to-service tokens, and the passwords of the embedded store and of nats-server (so
// another local user can neither read the databases nor publish events).
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The names the credentials have in the data directory. */
export const CREDENTIAL_FILES = {
  JWT_PRIVATE_KEY: 'jwt-private-key.pem',
  JWT_PUBLIC_KEY: 'jwt-public-key.pem',
  SERVICE_SECRET: 'service-secret',
  MONGO_PASSWORD: 'mongo-password',
  NATS_PASSWORD: 'nats-password',
};

/** The user the services connect to the embedded store and to nats-server as. */
export const STORE_USER = 'progression';

/** Credentials of earlier releases, deleted so no unused secret lies around (user tokens were HS256 once). */
export const RETIRED_CREDENTIAL_FILES = ['jwt-secret'];

/** Writes a file only its owner can read (0600, also when it existed with a wider mode). */
export function writePrivate(path, text) {
  writeFileSync(path, text, { mode: 0o600 });
  chmodSync(path, 0o600);
}

function readStored(path) {
  if (!existsSync(path)) return undefined;
  chmodSync(path, 0o600);
  return readFileSync(path, 'utf8').trim();
}

/** A stored random secret, made anew when missing or too short. */
function loadOrCreateSecret(path) {
  let secret = readStored(path);
  if (!secret || secret.length < 32) {
    secret = randomBytes(48).toString('base64url');
    writePrivate(path, `${secret}\n`);
  }
  return secret;
}

/**
 * `{ JWT_PRIVATE_KEY, JWT_PUBLIC_KEY, SERVICE_SECRET, MONGO_PASSWORD, NATS_PASSWORD }` stored in `dataDir`,
 * created (mode 0600) on first use. A key pair with a half missing is made anew (every token issued before
 * stops working).
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

  return {
    JWT_PRIVATE_KEY: privateKey,
    JWT_PUBLIC_KEY: publicKey,
    SERVICE_SECRET: loadOrCreateSecret(path('SERVICE_SECRET')),
    MONGO_PASSWORD: loadOrCreateSecret(path('MONGO_PASSWORD')),
    NATS_PASSWORD: loadOrCreateSecret(path('NATS_PASSWORD')),
  };
}
