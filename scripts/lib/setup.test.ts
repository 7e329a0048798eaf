import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SetupError, checkNodeVersion, compareVersions, findExecutable, installNeeded } from './setup.mjs';
import { age, makeTree } from './test-fixtures';

describe('machine setup', () => {
  let root: string;
  beforeEach(() => {
    root = makeTree({
      'package.json': { workspaces: [], engines: { node: '>=20.19' } },
      'package-lock.json': '{"v":1}',
    });
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('compares versions numerically', () => {
    expect(compareVersions('20.9.0', '20.19')).toBeLessThan(0);
    expect(compareVersions('20.20.0', '20.19')).toBeGreaterThan(0);
    expect(compareVersions('20.19.0', '20.19')).toBe(0);
  });

  it('refuses a Node older than the engines field', () => {
    expect(() => checkNodeVersion(root, '18.20.1')).toThrow(SetupError);
    expect(() => checkNodeVersion(root, '20.20.0')).not.toThrow();
  });

  it('installs when node_modules is missing', () => {
    expect(installNeeded(root)).toBe('node_modules is missing');
  });

  it('installs when the lockfile is newer than the last install, and not again once stamped', () => {
    mkdirSync(join(root, 'node_modules'));
    writeFileSync(join(root, 'node_modules', '.package-lock.json'), '{}');
    age(join(root, 'node_modules', '.package-lock.json'), 150);
    expect(installNeeded(root)).toBe('package-lock.json changed since the last install');

    age(join(root, 'package-lock.json'), 200);
    expect(installNeeded(root)).toBeNull();
    // Stamped now: touching the lockfile without changing it needs no install, changing it does.
    age(join(root, 'package-lock.json'), 1);
    expect(installNeeded(root)).toBeNull();
    writeFileSync(join(root, 'package-lock.json'), '{"v":2}');
    expect(installNeeded(root)).toBe('package-lock.json changed since the last install');
  });

  it('finds executables in the system folders even when PATH lacks them', () => {
    expect(findExecutable('sh', '')).toMatch(/\/sh$/);
    expect(findExecutable('no-such-program-here', '')).toBeNull();
  });
});
