// npm test: make the machine ready (chromium included), build, then type-check, lint, and run the unit,
// service and browser tests. Every step runs even after a failure; the run fails if any step failed.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { buildStale } from './lib/build.mjs';
import { rootOf, runMain } from './lib/cli.mjs';
import { NPM, runCommand, secondsSince } from './lib/run.mjs';
import { ensureSetup } from './lib/setup.mjs';

runMain(async () => {
  const root = rootOf(import.meta.url);
  const steps = [];
  const step = async (name, work) => {
    const started = Date.now();
    console.log(`\n=== ${name} ===`);
    let passed = false;
    try {
      passed = await work();
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
    }
    steps.push({ name, passed, seconds: secondsSince(started) });
    return passed;
  };
  const run = async (command, args, env) =>
    (await runCommand(command, args, { cwd: root, env, inherit: true })).code === 0;
  const jest = join(root, 'node_modules', 'jest', 'bin', 'jest.js');
  // Each jest run also writes its results as JSON, so the run ends with one line counting every test.
  const resultsDir = mkdtempSync(join(tmpdir(), 'progression-test-results-'));
  const counts = { passed: 0, failed: 0, skipped: 0 };
  // The slowest files of each jest run, printed at the end: where the run's minutes go.
  const slowest = [];
  const runJest = async (name, args, env) => {
    const outputFile = join(resultsDir, `${name}.json`);
    const passed = await run(
      process.execPath,
      [jest, '--ci', ...args, '--json', `--outputFile=${outputFile}`],
      env,
    );
    if (existsSync(outputFile)) {
      const results = JSON.parse(readFileSync(outputFile, 'utf8'));
      counts.passed += results.numPassedTests;
      counts.failed += results.numFailedTests + results.numRuntimeErrorTestSuites;
      counts.skipped += results.numPendingTests + results.numTodoTests;
      const files = results.testResults
        .map((file) => ({ name: relative(root, file.name), seconds: (file.endTime - file.startTime) / 1000 }))
        .sort((a, b) => b.seconds - a.seconds);
      slowest.push({ run: name, files: files.slice(0, 8) });
    } else counts.failed += 1;
    return passed;
  };

  let chromium = null;
  await step('setup', async () => {
    chromium = (await ensureSetup(root, { chromium: true })).chromium;
    return true;
  });
  const built = await step('build', async () => (await buildStale({ root })).failed.length === 0);
  await step('typecheck', () => run(NPM, ['run', 'typecheck', '--silent']));
  await step('lint', () => run(NPM, ['run', 'lint', '--silent']));
  // A service test runs its embedded store inside its own worker, so each worker keeps one core busy: one
  // worker per core (jest's default leaves a core to its parent process, which only waits).
  await step('unit and service tests', () =>
    runJest('unit', ['--selectProjects', 'node', 'web', `--maxWorkers=${availableParallelism()}`]),
  );
  if (built) {
    // Browser tests start whole stacks: one at a time on a small machine.
    const env = chromium ? { CHROMIUM_PATH: chromium } : {};
    await step('browser tests', () => runJest('browser', ['--selectProjects', 'e2e', '--runInBand'], env));
  } else {
    steps.push({ name: 'browser tests', passed: false, seconds: 0, skipped: true });
  }

  console.log('\nSteps:');
  for (const { name, passed, seconds, skipped } of steps) {
    console.log(
      `  ${passed ? 'ok  ' : 'FAIL'} ${name.padEnd(24)} ${skipped ? 'skipped (build failed)' : `${seconds} s`}`,
    );
  }
  for (const { run: runName, files } of slowest) {
    console.log(`Slowest files (${runName}):`);
    for (const file of files) console.log(`  ${file.seconds.toFixed(1).padStart(6)} s  ${file.name}`);
  }
  rmSync(resultsDir, { recursive: true, force: true });
  console.log(`Tests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
  const failed = steps.filter((entry) => !entry.passed).map((entry) => entry.name);
  if (failed.length > 0) {
    console.error(`npm test failed at: ${failed.join(', ')}`);
    process.exit(1);
  }
  console.log('npm test passed');
});
