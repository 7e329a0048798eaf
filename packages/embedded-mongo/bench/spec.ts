import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { MongoClient } from 'mongodb';
import { startEmbeddedMongo } from '../src';
import { planCrudSuite } from '../src/unified/crud-suite';
import { describeServer } from '../src/unified/requirements';
import { runSpecTest } from '../src/unified/runner';

// MongoDB's CRUD spec tests (spec-tests/crud) against the server, as the jest suite runs them: how many of
// those that apply to what it announces pass, and how many are skipped (the reasons are in the README).
// Target: every applicable test passes. Exits non-zero otherwise.
async function main() {
  const server = await startEmbeddedMongo({ durability: 'memory' });
  const internal = await MongoClient.connect(server.uri);
  const announced = await describeServer(internal);
  const started = performance.now();
  let passed = 0;
  let skipped = 0;
  const failed: string[] = [];
  for (const { name, tests } of planCrudSuite(announced, join(__dirname, '..', 'spec-tests', 'crud'))) {
    for (const { file, test, skip } of tests) {
      if (skip) {
        skipped++;
        continue;
      }
      try {
        await runSpecTest(file, test, server.uri, internal);
        passed++;
      } catch (error) {
        failed.push(
          `${name}: ${test.description}: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  await internal.close();
  await server.stop();
  const applicable = passed + failed.length;
  console.log(
    `CRUD spec tests against a standalone ${announced.version}: ${passed} passed / ${applicable} applicable, ${skipped} skipped (target: ${applicable} / ${applicable}; ${seconds} s)`,
  );
  for (const failure of failed) console.log(`  failed: ${failure}`);
  if (failed.length) process.exitCode = 1;
}

void main();
