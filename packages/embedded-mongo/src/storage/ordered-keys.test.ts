import fc from 'fast-check';
import { KeyEntry, OrderedKeys } from './ordered-keys';

// The ordered keys an index scans stay in order through bulk loads, single writes, removals and the
// settling of a large backlog, forward and backward.
describe('ordered index keys', () => {
  const entry = (a: number, b: number): KeyEntry => new KeyEntry([a, b], `${a}:${b}`);
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

describe('an index key entry', () => {
  it('keeps its documents in the order added, whether one, a few or many, as they come and go', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.boolean(), fc.integer({ min: 0, max: 20 })), { maxLength: 120 }), (steps) => {
        const entry = new KeyEntry([1], 'id0');
        const model = ['id0'];
        for (const [add, n] of steps) {
          const id = `id${n}`;
          if (add) {
            entry.add(id);
            if (!model.includes(id)) model.push(id);
          } else if (model.length > 1 || model[0] !== id) {
            // An entry is dropped from its index once empty: never remove its last document here.
            expect(entry.remove(id)).toBe(model.filter((held) => held !== id).length);
            if (model.includes(id)) model.splice(model.indexOf(id), 1);
          }
          expect([...entry.ids()]).toEqual(model);
          expect(entry.size).toBe(model.length);
          expect(entry.heldByOtherThan(model[0])).toBe(model.length > 1);
          expect(entry.heldByOtherThan('other')).toBe(true);
        }
      }),
      { numRuns: 50, seed: 7 },
    );
  });
});
