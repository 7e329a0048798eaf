import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eventCurrentVersions, eventTypes } from '@progression/contracts';
import { findRepoRoot } from './lib/repo.mjs';
import { eventFlowOfCode, eventFlowOfDocs } from './lib/event-flow';

const root = findRepoRoot(__dirname);
const services = readdirSync(join(root, 'services')).filter((name) => !name.startsWith('_'));

describe('the event flow in docs/architecture.md', () => {
  const docs = eventFlowOfDocs(readFileSync(join(root, 'docs', 'architecture.md'), 'utf8'));
  const code = eventFlowOfCode(root, services);

  it('lists every event of the contracts once', () => {
    expect(docs.map((row) => row.event).sort()).toEqual([...eventTypes].sort());
  });

  it.each(eventTypes)('names who publishes %s, its version and who consumes it, as the code does', (type) => {
    const row = docs.find((candidate) => candidate.event === type);
    expect(row).toEqual({
      event: type,
      version: eventCurrentVersions[type],
      publishers: code.publishers(type),
      consumers: code.consumers(type),
    });
  });
});
