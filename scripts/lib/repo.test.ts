import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { findRepoRoot, listServices, listWorkspaces, serviceUrlVariable } from './repo.mjs';
import { makeTree } from './test-fixtures';

describe('workspace discovery', () => {
  let root: string;
  beforeAll(() => {
    root = makeTree({
      'package.json': { name: 'root', workspaces: ['packages/*', 'services/*', 'gateway', 'mf-*'] },
      'packages/contracts/package.json': { name: '@progression/contracts' },
      'services/identity/package.json': { name: '@progression/identity' },
      'services/pack-drafts/package.json': { name: '@progression/pack-drafts' },
      'services/notes/README.md': 'a folder without a package.json is not a service',
      'services/_template/package.json': { name: '@progression/service-template' },
      'gateway/package.json': { name: '@progression/gateway' },
      'mf-games/package.json': { name: '@progression/mf-games' },
      'mf-games/src/index.ts': '',
    });
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('lists every workspace the root declares, by folder', () => {
    expect(listWorkspaces(root).map((workspace) => workspace.folder)).toEqual([
      'gateway',
      'mf-games',
      'packages/contracts',
      'services/_template',
      'services/identity',
      'services/pack-drafts',
    ]);
  });

  it('finds every service folder with a package.json, leaving the template out', () => {
    expect(listServices(root).map((service) => service.service)).toEqual(['identity', 'pack-drafts']);
  });

  it('names the URL variable of a service', () => {
    expect(serviceUrlVariable('identity')).toBe('IDENTITY_URL');
    expect(serviceUrlVariable('pack-drafts')).toBe('PACK_DRAFTS_URL');
  });

  it('finds the checkout root from a folder inside it', () => {
    expect(findRepoRoot(join(root, 'mf-games', 'src'))).toBe(root);
  });
});
