// npm run bench: every workspace's own benchmark in turn, then how long an already-built stack takes
// from start to "running" (on an empty data directory, then on that data) and the memory it holds then.
// `npm run bench -- --start` runs only the last part.
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
import { describeFootprint, processTree, stackFootprint } from './lib/footprint.mjs';

/** A built stack says "running" within these on an empty data directory (card import included) and on existing data. */
const EMPTY_START_TARGET_S = 15;
const EXISTING_START_TARGET_S = 5;
const FOOTPRINT_TARGET_MB = 700;

runMain(async () => {
  const root = rootOf(import.meta.url);
  await ensureSetup(root);
  const { failed: buildFailed } = await buildStale({ root });
  const failed = [...buildFailed];

  const onlyStart = process.argv.includes('--start');
  const benched = onlyStart
    ? []
    : listWorkspaces(root).filter((candidate) => candidate.manifest.scripts?.bench);
  for (const workspace of benched) {
    console.log(`\n## ${workspace.name}\n`);
    const result = await runCommand(NPM, ['run', 'bench', '--silent', '--workspace', workspace.name], {
      cwd: root,
      inherit: true,
    });
    if (result.code !== 0) failed.push(workspace.name);
  }

  console.log('\n## npm start (already built): time to "running", and the memory it holds then\n');
  if (buildFailed.length === 0) {
    const dataDir = mkdtempSync(join(tmpdir(), 'progression-bench-'));
    try {
      for (const [label, target] of [
        ['on an empty data directory (card import included)', EMPTY_START_TARGET_S],
        ['on the data of that start', EXISTING_START_TARGET_S],
      ]) {
        const figures = await timeStart(root, dataDir);
        if (!figures) {
          failed.push('npm start');
          break;
        }
        const verdict = figures.readySeconds <= target ? 'within' : 'OVER';
        console.log(
          `${label}: running after ${figures.readySeconds} s (target <= ${target} s: ${verdict}); ` +
            `stopped by Ctrl-C in ${figures.stopSeconds} s`,
        );
        for (const [when, footprint] of figures.footprints) {
          const within = footprint.total <= FOOTPRINT_TARGET_MB ? 'within' : 'OVER';
          console.log(
            `  resident ${when}, supervisor included: ${describeFootprint(footprint)} ` +
              `(target <= ${FOOTPRINT_TARGET_MB} MB: ${within})`,
          );
        }
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (failed.length > 0) {
    console.error(`\nBenchmarks failed: ${failed.join(', ')}`);
    process.exit(1);
  }
});

/**
 * When the resident memory of a started stack is read: soon after "running", and once idle (the store and
 * every service give back what the start left behind after some quiet seconds: @progression/idle-memory).
 */
const FOOTPRINT_AFTER = [
  ['5 s later', 5_000],
  ['once idle (60 s later)', 60_000],
];

/**
 * Runs scripts/start.mjs on `dataDir`, times it to "is running", reads the resident memory of it and every
 * process below it at each of FOOTPRINT_AFTER, then stops it with SIGINT.
 */
async function timeStart(root, dataDir) {
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
  const readyAt = Date.now();
  const footprints = [];
  for (const [when, afterMs] of ready ? FOOTPRINT_AFTER : []) {
    await new Promise((resolvePromise) => setTimeout(resolvePromise, afterMs - (Date.now() - readyAt)));
    const footprint = stackFootprint(processTree(child.pid));
    if (footprint) footprints.push([when, footprint]);
  }
  const stopping = Date.now();
  child.kill('SIGINT');
  await exited;
  const stopSeconds = secondsSince(stopping);
  if (!ready) {
    console.error(`npm start did not become ready:\n${output}`);
    return null;
  }
  return { readySeconds, stopSeconds, footprints };
}
