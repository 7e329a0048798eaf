import fc from 'fast-check';
import type { KeyEntry } from './ordered-keys';
import { OrderedKeys } from './ordered-keys';

// The ordered keys an index scans stay in order through bulk loads, single writes, removals and the
// settling of a large backlog, forward and backward.
describe('ordered index keys', () => {
  const entry = (a: number, b: number): KeyEntry => ({ values: [a, b], ids: new Set([`${a}:${b}`]) });
  const naive = (live: Map<string, KeyEntry>) =>
    [...live.values()].sort(
      (x, y) =>
        (x.values[0] as number) - (y.values[0] as number) ||
        (y.values[1] as number) - (x.values[1] as number),
    );
  const all = () => 0 as const;

  it('scans live keys in key-pattern order whatever the mix of writes and scans', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            a: fc.integer({ min: 0, max: 40 }),
            b: fc.integer({ min: 0, max: 300 }),
            remove: fc.boolean(),
            scan: fc.nat(4000),
          }),
          { minLength: 10_000, maxLength: 12_000 },
        ),
        (operations) => {
          const keys = new OrderedKeys([1, -1]);
          const live = new Map<string, KeyEntry>();
          for (const { a, b, remove, scan } of operations) {
            const id = `${a}:${b}`;
            const held = live.get(id);
            if (remove && held) {
              live.delete(id);
              keys.removed(held);
            } else if (!remove && !held) {
              const added = entry(a, b);
              live.set(id, added);
              keys.added(added);
            }
            if (scan === 0) expect([...keys.scan(all, false)]).toEqual(naive(live));
          }
          expect([...keys.scan(all, false)]).toEqual(naive(live));
          expect([...keys.scan(all, true)]).toEqual(naive(live).reverse());
          // One run of the first field, as an equality prefix scans it.
          const run = (value: KeyEntry) => Math.sign((value.values[0] as number) - 20) as -1 | 0 | 1;
          expect([...keys.scan(run, true)]).toEqual(
            naive(live)
              .filter((value) => value.values[0] === 20)
              .reverse(),
          );
        },
      ),
      { numRuns: 5, seed: 3 },
    );
  });
});
