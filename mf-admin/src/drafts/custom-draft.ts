import type { PackSelection } from '@progression/contracts';

/** Packs chosen for a custom draft, per set id. */
export type PackChoice = Readonly<Record<string, number>>;

/** At most this many packs of one set in one custom draft (the picker's own bound; the server has its own). */
export const maxPacksPerSet = 99;

/** One more, or one fewer, pack of a set: never below 0 or above `maxPacksPerSet`. */
export function changePacks(choice: PackChoice, setId: string, step: 1 | -1): PackChoice {
  const next = Math.min(maxPacksPerSet, Math.max(0, (choice[setId] ?? 0) + step));
  const { [setId]: _dropped, ...rest } = choice;
  return next === 0 ? rest : { ...rest, [setId]: next };
}

export const totalPacks = (choice: PackChoice): number =>
  Object.values(choice).reduce((sum, quantity) => sum + quantity, 0);

/** The choice as the bulk call sends it. */
export const toSelections = (choice: PackChoice): PackSelection[] =>
  Object.entries(choice).map(([setId, quantity]) => ({ setId, quantity }));
