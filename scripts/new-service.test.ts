import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { newService } from './lib/new-service.mjs';
import { findRepoRoot } from './lib/repo.mjs';
import { shapeDrift } from './lib/service-shape';

const root = findRepoRoot(__dirname);
const run = promisify(execFile);

/** Runs a tool of the repository in the scratch checkout; rejects with its output when it fails. */
async function tool(checkout: string, bin: string, args: string[]) {
  try {
    await run(process.execPath, [join(root, 'node_modules', bin), ...args], {
      cwd: checkout,
      maxBuffer: 1 << 24,
    });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`${bin} ${args.join(' ')} failed:\n${stdout ?? ''}${stderr ?? ''}`, { cause: error });
  }
}

describe('npm run new:service', () => {
  // A scratch checkout that shares the repository's installed packages and shared settings.
  let checkout: string;
  let service: string;
  beforeAll(() => {
    checkout = mkdtempSync(join(tmpdir(), 'new-service-'));
    for (const shared of ['node_modules', 'tsconfig.base.json', 'package.json'])
      symlinkSync(join(root, shared), join(checkout, shared));
    service = newService({ name: 'pack-drafts', templateRoot: root, targetRoot: checkout });
  });
  afterAll(() => rmSync(checkout, { recursive: true, force: true }));

  it('names the copy after the service', () => {
    const manifest = JSON.parse(readFileSync(join(service, 'package.json'), 'utf8'));
    expect(manifest.name).toBe('@progression/pack-drafts');
    expect(manifest.scripts.test).toContain('services/pack-drafts');
    expect(readFileSync(join(service, 'src', 'env.ts'), 'utf8')).toContain("serviceName = 'pack-drafts'");
    expect(readFileSync(join(service, 'README.md'), 'utf8')).toMatch(
      /^# @progression\/pack-drafts\n\nThe pack-drafts service/,
    );
  });

  it('has the service shape', () => {
    expect(shapeDrift(service)).toEqual([]);
  });

  it('typechecks', async () => {
    await tool(checkout, 'typescript/bin/tsc', ['-p', join(service, 'tsconfig.json'), '--noEmit']);
  }, 120_000);

  it('passes lint with the repository config', async () => {
    await tool(checkout, 'eslint/bin/eslint.js', [
      '--config',
      join(root, 'eslint.config.mjs'),
      'services/pack-drafts',
    ]);
  }, 120_000);

  it('passes its own tests', async () => {
    const jestConfig = (await import(join(root, 'jest.config.js'))) as {
      default: { projects: Array<Record<string, unknown>> };
    };
    const { projects } = jestConfig.default;
    const node = projects.find((project) => project.displayName === 'node');
    const config = { ...node, rootDir: checkout, testMatch: ['<rootDir>/services/*/src/**/*.test.ts'] };
    await tool(checkout, 'jest/bin/jest.js', ['--config', JSON.stringify(config), '--ci']);
  }, 180_000);

  it('refuses a name that is taken or not a service name', () => {
    expect(() => newService({ name: 'pack-drafts', templateRoot: root, targetRoot: checkout })).toThrow(
      'services/pack-drafts already exists',
    );
    expect(() => newService({ name: 'Pack_Drafts', templateRoot: root, targetRoot: checkout })).toThrow(
      'is not a service name',
    );
  });
});
