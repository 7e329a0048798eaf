import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CREDENTIAL_FILES, loadOrCreateCredentials } from './secret.mjs';

describe('loadOrCreateCredentials', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'progression-secret-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('creates the key pair, the service secret and the store passwords once, readable by their owner only', () => {
    const first = loadOrCreateCredentials(dataDir);
    expect(first.JWT_PRIVATE_KEY).toContain('BEGIN PRIVATE KEY');
    expect(first.JWT_PUBLIC_KEY).toContain('BEGIN PUBLIC KEY');
    for (const secret of [first.SERVICE_SECRET, first.MONGO_PASSWORD, first.NATS_PASSWORD])
      expect(secret).toMatch(/^[A-Za-z0-9_-]{32,}$/);
    expect(new Set([first.SERVICE_SECRET, first.MONGO_PASSWORD, first.NATS_PASSWORD]).size).toBe(3);
    for (const file of Object.values(CREDENTIAL_FILES))
      expect(statSync(join(dataDir, file)).mode & 0o777).toBe(0o600);
    expect(loadOrCreateCredentials(dataDir)).toEqual(first);
  });

  it('deletes the secret user tokens were signed with before they became ES256', () => {
    writeFileSync(join(dataDir, 'jwt-secret'), 'an old shared secret\n');
    loadOrCreateCredentials(dataDir);
    expect(existsSync(join(dataDir, 'jwt-secret'))).toBe(false);
  });
});
