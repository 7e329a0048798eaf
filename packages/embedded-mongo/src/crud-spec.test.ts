import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MongoClient } from 'mongodb';
import { ANNOUNCED } from './commands/handshake';
import { startEmbeddedMongo } from './server';
import type { EmbeddedMongo } from './server';
import { planCrudSuite, skippedTestsMarkdown, specFilesMarkdown } from './unified/crud-suite';
import { describeServer } from './unified/requirements';
import { runSpecTest } from './unified/runner';

// MongoDB's own CRUD spec tests (unified format, vendored in spec-tests/crud) through the official driver.
// Tests that need what the server does not announce are skipped, with the reason in their name.
describe('MongoDB CRUD spec tests', () => {
  const plan = planCrudSuite(ANNOUNCED);
  let server: EmbeddedMongo;
  let internal: MongoClient;

  beforeAll(async () => {
    server = await startEmbeddedMongo({ durability: 'memory' });
    internal = await MongoClient.connect(server.uri);
  });
  afterAll(async () => {
    await internal.close();
    await server.stop();
  });

  it('plans against what the server announces', async () => {
    expect(await describeServer(internal)).toEqual({
      version: ANNOUNCED.version,
      topology: ANNOUNCED.topology,
    });
  });

  it('is listed in the README: every file with the tests it runs, every skipped test with its reason', () => {
    const readme = readFileSync(join(__dirname, '..', 'README.md'), 'utf8');
    expect(readme).toContain(specFilesMarkdown(plan));
    expect(readme).toContain(skippedTestsMarkdown(plan));
  });

  for (const { name, tests } of plan) {
    describe(name, () => {
      for (const { file, test, skip } of tests) {
        if (skip) it.skip(`${test.description} [skipped: ${skip}]`, () => {});
        else it(test.description, () => runSpecTest(file, test, server.uri, internal));
      }
    });
  }
});
