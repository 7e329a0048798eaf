import { packClaimError } from '@progression/contracts';

/** Packs chosen per set id. */
export type PackSelection = Readonly<Record<string, number>>;

export const selectedCount = (selection: PackSelection) =>
  Object.values(selection).reduce((sum, quantity) => sum + quantity, 0);

/**
 * One more or one fewer pack of a set: the total never goes above `numToSelect`, a set never below 0
 * (a refused change leaves the selection as it was).
 */
export function changePacks(selection: PackSelection, setId: string, delta: 1 | -1, numToSelect: number) {
  const quantity = (selection[setId] ?? 0) + delta;
  if (quantity < 0 || selectedCount(selection) + delta > numToSelect) return selection;
  return { ...selection, [setId]: quantity };
}

export const canAddPack = (selection: PackSelection, numToSelect: number) =>
  selectedCount(selection) < numToSelect;
export const canRemovePack = (selection: PackSelection, setId: string) => (selection[setId] ?? 0) > 0;

/** The claim's `selectedPackIds`: a set's id once per chosen pack. */
export const selectedPackIds = (selection: PackSelection): string[] =>
  Object.entries(selection).flatMap(([setId, quantity]) => Array.from({ length: quantity }, () => setId));

/** Why the selection cannot be claimed yet (the spec's texts), or undefined. */
export const packSelectionError = (selection: PackSelection, numToSelect: number) =>
  packClaimError(selectedCount(selection), numToSelect);
