import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { SpecFile, SpecTest } from './runner';
import { loadSpecFile, skipReason } from './runner';
import type { ServerDescription } from './requirements';

/** Where the vendored CRUD spec tests live (see spec-tests/crud/SOURCE.md). */
export const CRUD_SPEC_DIR = join(__dirname, '..', '..', 'spec-tests', 'crud');

export interface PlannedTest {
  file: SpecFile;
  test: SpecTest;
  /** Why the test does not run against this server; undefined when it runs. */
  skip?: string;
}

/** Every test of every vendored file, in file order, each with its skip reason for this server. */
export function planCrudSuite(
  server: ServerDescription,
  dir = CRUD_SPEC_DIR,
): Array<{ name: string; tests: PlannedTest[] }> {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => {
      const file = loadSpecFile(join(dir, name));
      return {
        name,
        tests: file.tests.map((test) => ({ file, test, skip: skipReason(name, file, test, server) })),
      };
    });
}

/**
 * The README's list of skipped tests, grouped by reason (most frequent first), as markdown; a test checks
 * the README holds exactly this.
 */
export function skippedTestsMarkdown(plan: ReturnType<typeof planCrudSuite>): string {
  const byReason = new Map<string, string[]>();
  for (const { name, tests } of plan)
    for (const { test, skip } of tests)
      if (skip) byReason.set(skip, [...(byReason.get(skip) ?? []), `\`${name}\`: ${test.description}`]);
  return [...byReason]
    .sort(([a, first], [b, second]) => second.length - first.length || a.localeCompare(b))
    .map(([reason, tests]) =>
      [`- **${reason}** (${tests.length}):`, ...tests.map((test) => `  - ${test}`)].join('\n'),
    )
    .join('\n');
}

/** The README's list of spec files, each with how many of its tests run here. */
export function specFilesMarkdown(plan: ReturnType<typeof planCrudSuite>): string {
  return plan
    .map(
      ({ name, tests }) =>
        `\`${name.replace(/\.json$/, '')}\` ${tests.filter((planned) => !planned.skip).length}/${tests.length}`,
    )
    .join(', ');
}
