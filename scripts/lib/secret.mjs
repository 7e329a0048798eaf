// The JWT secret of a one-machine stack: generated once into the data directory, private to its owner.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The secret stored in `<dataDir>/jwt-secret`, created (mode 0600) on first use. */
export function loadOrCreateJwtSecret(dataDir) {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, 'jwt-secret');
  if (existsSync(path)) {
    const stored = readFileSync(path, 'utf8').trim();
    if (stored.length >= 32) {
      chmodSync(path, 0o600);
      return stored;
    }
  }
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(path, `${secret}\n`, { mode: 0o600 });
  chmodSync(path, 0o600);
  return secret;
}
