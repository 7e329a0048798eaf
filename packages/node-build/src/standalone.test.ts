import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const nodeBuild = join(__dirname, '..', 'bin', 'node-build.mjs');
let dir: string;

// Inside the repository, so the third-party package resolves from node_modules as in a workspace.
beforeEach(() => {
  mkdirSync(join(__dirname, '..', 'dist'), { recursive: true });
  dir = mkdtempSync(join(__dirname, '..', 'dist', 'standalone-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const entry = (source: string) => writeFileSync(join(dir, 'entry.ts'), source);
const build = () =>
  run(process.execPath, [nodeBuild, '--outdir', 'out', '--standalone', 'entry.ts'], { cwd: dir });
const start = (env: Record<string, string> = {}) =>
  run(process.execPath, [join(dir, 'out', 'entry.js')], {
    env: { ...process.env, CODE_CACHE_SAVE_AFTER_MS: '0', ...env },
  });
const caches = (kind: 'eager' | 'complete') =>
  readdirSync(join(dir, 'out')).filter((file) =>
    kind === 'eager' ? file.endsWith('.eager.v8cache') : /\d\.v8cache$/.test(file),
  );

describe('node-build --standalone', () => {
  it('bundles third-party packages in ASCII and runs the bundle, saving its compiled code once', async () => {
    entry(
      [
        "import { z } from 'zod';",
        "const times = /^(\\d+)\\s*[x×]$/.exec('3 ×');",
        "void import('node:os').then((os) => {",
        '  const loaded = typeof os.cpus === "function";',
        '  console.log(JSON.stringify({ parsed: z.number().parse(4), times: times?.[1], dir: __dirname, loaded }));',
        '});',
        'setTimeout(() => {}, 200);',
      ].join('\n'),
    );
    await build();
    const bundle = readFileSync(join(dir, 'out', 'entry.bundle.js'), 'utf8');
    expect(bundle).not.toMatch(/require\("zod/);
    expect(bundle).not.toMatch(/[\u0080-\uffff]/);

    const first = await start();
    expect(first.stderr).toBe('');
    expect(JSON.parse(first.stdout)).toEqual({ parsed: 4, times: '3', dir: join(dir, 'out'), loaded: true });
    expect(caches('complete')).toHaveLength(1);
    const cache = join(dir, 'out', caches('complete')[0]!);
    const saved = statSync(cache).mtimeMs;

    // A cache V8 accepts is used as it is; one it refuses is saved again.
    expect(JSON.parse((await start()).stdout).parsed).toBe(4);
    expect(statSync(cache).mtimeMs).toBe(saved);
    writeFileSync(cache, 'not compiled code');
    expect(JSON.parse((await start()).stdout).parsed).toBe(4);
    expect(readFileSync(cache).length).toBeGreaterThan(1000);

    // A new build never reads the last one's cache.
    await build();
    expect([...caches('complete'), ...caches('eager')]).toEqual([]);
  });

  it('writes only the eager cache when asked to warm it, running nothing of the bundle', async () => {
    entry("console.log('ran'); setTimeout(() => {}, 100);");
    await build();
    const warmed = await start({ CODE_CACHE_WARM: '1' });
    expect(warmed.stdout).toBe('');
    expect(caches('eager')).toHaveLength(1);
    expect(caches('complete')).toEqual([]);
    expect((await start()).stdout).toBe('ran\n');
    expect(caches('complete')).toHaveLength(1);
  });

  it('saves no cache once a V8 flag changed at run time, as the next start would refuse it', async () => {
    entry("require('node:v8').setFlagsFromString('--expose-gc'); setTimeout(() => {}, 100);");
    await build();
    await start();
    expect(caches('complete')).toEqual([]);
  });

  it('refuses to escape a character that is itself escaped, which would change its meaning', async () => {
    entry("console.log('built');");
    await build();
    entry("console.log(/[\\×]/.test('×'));");
    await expect(build()).rejects.toThrow(/cannot escape/);
    // The last build's loader is gone with it, so nothing runs the new bundle through it.
    expect(readdirSync(join(dir, 'out'))).not.toContain('entry.js');
  });
});
