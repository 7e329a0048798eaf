import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { warmCodeCaches } from './code-cache.mjs';

const run = promisify(execFile);
const root = join(__dirname, '..', '..');
let dir: string;

// Inside the repository, as a workspace's dist is.
beforeEach(() => {
  mkdirSync(join(root, 'packages', 'node-build', 'dist'), { recursive: true });
  dir = mkdtempSync(join(root, 'packages', 'node-build', 'dist', 'warm-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('warmCodeCaches', () => {
  it("writes the eager cache of each standalone bundle under the host's flags, running none of them", async () => {
    const ran = join(dir, 'ran');
    writeFileSync(join(dir, 'entry.ts'), `require('node:fs').writeFileSync(${JSON.stringify(ran)}, 'yes');`);
    await run(
      process.execPath,
      [
        join(root, 'packages', 'node-build', 'bin', 'node-build.mjs'),
        '--outdir',
        'out',
        '--standalone',
        'entry.ts',
      ],
      { cwd: dir },
    );
    // Any other built entry would run its service: it is left alone.
    const plain = join(dir, 'plain.js');
    writeFileSync(plain, `require('node:fs').writeFileSync(${JSON.stringify(ran)}, 'plain');`);

    await warmCodeCaches([join(dir, 'out', 'entry.js'), plain], ['--expose-gc'], process.env);
    expect(existsSync(ran)).toBe(false);
    const eager = readdirSync(join(dir, 'out')).filter((file) => file.endsWith('.eager.v8cache'));
    expect(eager).toHaveLength(1);

    // Named after V8's cache tag under the host's flags, as a hosted worker looks for it.
    const { stdout } = await run(process.execPath, [
      '--expose-gc',
      '-p',
      "require('node:v8').cachedDataVersionTag()",
    ]);
    expect(eager[0]).toContain(`-${stdout.trim()}.eager.v8cache`);
  });

  it('does nothing when no entry runs from a code cache', async () => {
    await expect(warmCodeCaches([join(dir, 'missing.js')], [], process.env)).resolves.toBeUndefined();
  });
});
