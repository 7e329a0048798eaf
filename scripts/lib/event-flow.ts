// Who publishes and who consumes each event, read from the code and from the table in
// docs/architecture.md, so the drawing of the event flow cannot drift from what runs.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface EventFlowRow {
  event: string;
  version: number;
  /** Services, sorted. */
  publishers: string[];
  /** `<service> (<handler>)`, sorted. */
  consumers: string[];
}

const list = (cell: string) =>
  cell
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item && item !== '–')
    .sort();

/** The rows of the table under the "Event flow" heading: event, version, published by, consumed by. */
export function eventFlowOfDocs(markdown: string): EventFlowRow[] {
  const section = markdown.split(/^### Event flow$/m)[1]?.split(/^#{2,3} /m)[0] ?? '';
  return section
    .split('\n')
    .filter((line) => /^\| `[a-z.]+` +\|/.test(line))
    .map((line) => {
      const [event, version, publishers, consumers] = line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim());
      return {
        event: event.replaceAll('`', ''),
        version: Number(version),
        publishers: list(publishers),
        consumers: list(consumers),
      };
    });
}

function sourceFiles(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.ts') && !path.endsWith('.test.ts'))
    .filter((path) => !/(^|\/)(bench|testing)\//.test(path))
    .map((path) => join(folder, path));
}

/** Publishers (a `createEvent('<type>'` in a service's code) and consumers (its handlers' `events`). */
export function eventFlowOfCode(root: string, services: string[]) {
  const published = new Map<string, Set<string>>();
  const consumed = new Map<string, Set<string>>();
  const add = (map: Map<string, Set<string>>, key: string, value: string) =>
    map.set(key, (map.get(key) ?? new Set()).add(value));
  for (const service of services) {
    const src = join(root, 'services', service, 'src');
    for (const file of sourceFiles(src)) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/createEvent\(\s*'([a-z.]+)'/g)) add(published, match[1], service);
    }
    for (const file of sourceFiles(join(src, 'events', 'handlers'))) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/name:\s*'([^']+)',[\s\S]*?events:\s*\[([^\]]*)\]/g)) {
        for (const type of match[2].matchAll(/'([a-z.]+)'/g))
          add(consumed, type[1], `${service} (${match[1]})`);
      }
    }
  }
  return {
    publishers: (type: string) => [...(published.get(type) ?? [])].sort(),
    consumers: (type: string) => [...(consumed.get(type) ?? [])].sort(),
  };
}
