import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { listWorkspaces } from './repo.mjs';
import { STAMP_FILE, localDependencies, staleReason, writeStamp } from './stale.mjs';
import { age, makeTree } from './test-fixtures';

describe('stale build detection', () => {
  let root: string;

  beforeEach(() => {
    root = makeTree({
      'package.json': { name: 'root', workspaces: ['packages/*', 'services/*', 'gateway'] },
      'package-lock.json': '{}',
      'packages/contracts/package.json': { name: '@progression/contracts' },
      'packages/contracts/src/index.ts': 'export {};',
      'packages/kit/package.json': {
        name: '@progression/kit',
        dependencies: { '@progression/contracts': '*' },
      },
      'packages/kit/src/index.ts': 'export {};',
      'packages/unused/package.json': { name: '@progression/unused' },
      'packages/unused/src/index.ts': 'export {};',
      'services/identity/package.json': {
        name: '@progression/identity',
        scripts: { build: 'esbuild' },
        dependencies: { '@progression/kit': '*' },
      },
      'services/identity/src/index.ts': 'export {};',
      'gateway/package.json': { name: '@progression/gateway', scripts: { build: 'esbuild' } },
      'gateway/src/index.ts': 'export {};',
    });
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const identity = () =>
    listWorkspaces(root).find((workspace) => workspace.name === '@progression/identity')!;
  const build = () => {
    writeStamp(identity());
    age(join(identity().dir, STAMP_FILE), 50);
  };

  it('finds the local packages a workspace uses, transitively', () => {
    const names = localDependencies(identity(), listWorkspaces(root)).map((workspace) => workspace.name);
    expect(names.sort()).toEqual(['@progression/contracts', '@progression/kit']);
  });

  it('says a workspace that was never built needs a build', () => {
    expect(staleReason(identity(), listWorkspaces(root), root)).toBe('never built');
  });

  it('says nothing when the stamp is newer than every input', () => {
    build();
    expect(staleReason(identity(), listWorkspaces(root), root)).toBeNull();
  });

  it('rebuilds when one of its own files changed', () => {
    build();
    age(join(root, 'services/identity/src/index.ts'), 1);
    expect(staleReason(identity(), listWorkspaces(root), root)).toBe('its sources changed');
  });

  it('rebuilds when a package it uses through another changed', () => {
    build();
    age(join(root, 'packages/contracts/src/index.ts'), 1);
    expect(staleReason(identity(), listWorkspaces(root), root)).toBe('@progression/contracts changed');
  });

  it('ignores a change in a package it does not use', () => {
    build();
    age(join(root, 'packages/unused/src/index.ts'), 1);
    expect(staleReason(identity(), listWorkspaces(root), root)).toBeNull();
  });

  it('rebuilds when the dependencies changed', () => {
    build();
    age(join(root, 'package-lock.json'), 1);
    expect(staleReason(identity(), listWorkspaces(root), root)).toBe('dependencies changed');
  });

  it('does not count its own build output as a change', () => {
    build();
    writeFileSync(join(root, 'services/identity/dist/index.js'), '');
    expect(staleReason(identity(), listWorkspaces(root), root)).toBeNull();
  });
});
