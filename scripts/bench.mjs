// npm run bench: every workspace's own benchmark in turn, then how long an already-built stack takes
// from start to a green /healthz.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildStale } from './lib/build.mjs';
import { rootOf, runMain } from './lib/cli.mjs';
import { listWorkspaces } from './lib/repo.mjs';
import { NPM, runCommand, secondsSince } from './lib/run.mjs';
import { ensureSetup } from './lib/setup.mjs';
import { freePort } from './lib/ports.mjs';
import { spawn } from 'node:child_process';

runMain(async () => {
  const root = rootOf(import.meta.url);
  await ensureSetup(root);
  const { failed: buildFailed } = await buildStale({ root });
  const failed = [...buildFailed];

  for (const workspace of listWorkspaces(root).filter((candidate) => candidate.manifest.scripts?.bench)) {
    console.log(`\n## ${workspace.name}\n`);
    const result = await runCommand(NPM, ['run', 'bench', '--silent', '--workspace', workspace.name], {
      cwd: root,
      inherit: true,
    });
    if (result.code !== 0) failed.push(workspace.name);
  }

  console.log('\n## npm start (already built): time to a green /healthz\n');
  if (buildFailed.length === 0) {
    const figures = await timeStart(root);
    if (figures)
      console.log(`ready after ${figures.readySeconds} s; stopped by Ctrl-C in ${figures.stopSeconds} s`);
    else failed.push('npm start');
  }
  if (failed.length > 0) {
    console.error(`\nBenchmarks failed: ${failed.join(', ')}`);
    process.exit(1);
  }
});

/** Runs scripts/start.mjs into an empty data directory, times it to "is running", then stops it with SIGINT. */
async function timeStart(root) {
  const dataDir = mkdtempSync(join(tmpdir(), 'progression-bench-'));
  const env = { ...process.env, PORT: String(await freePort()), DATA_DIR: dataDir };
  const started = Date.now();
  const child = spawn(process.execPath, [join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise((resolvePromise) => child.on('exit', resolvePromise));
  const ready = await new Promise((resolvePromise) => {
    const timer = setTimeout(() => resolvePromise(false), 180_000);
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (output.includes('Progression is running at')) {
        clearTimeout(timer);
        resolvePromise(true);
      }
    });
    child.stderr.on('data', (chunk) => (output += chunk));
    exited.then(() => resolvePromise(false));
  });
  const readySeconds = secondsSince(started);
  const stopping = Date.now();
  child.kill('SIGINT');
  await exited;
  const stopSeconds = secondsSince(stopping);
  rmSync(dataDir, { recursive: true, force: true });
  if (!ready) {
    console.error(`npm start did not become ready:\n${output}`);
    return null;
  }
  return { readySeconds, stopSeconds };
}
