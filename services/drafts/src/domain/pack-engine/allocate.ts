import {
  cardSetTypeDisplayNames,
  messages,
  type CardSetType,
  type DraftBehaviour,
  type MaxPackRule,
  type PackSelection,
} from '@progression/contracts';
import { pickIndex, shuffled, type Random } from './random';

/** A set a stage draws from, as the stage stores it. */
export interface StageSet {
  id: string;
  setCode: string;
  setName: string;
  type: CardSetType;
}

/**
 * Which set each of a stage's packs comes from (set ids, one per pack). EVENLY_DISTRIBUTED (and a weekly
 * PRE_FILLED stage) spreads the packs as evenly as possible, the remainder going to sets chosen by the
 * seed, so two players do not always get the same extra pack; RANDOM picks each pack's set on its own.
 */
export function allocatePacks(
  behaviour: Exclude<DraftBehaviour, 'SHOP'>,
  numPacks: number,
  setIds: readonly string[],
  random: Random,
): string[] {
  if (setIds.length === 0) return [];
  if (behaviour === 'RANDOM')
    return Array.from({ length: numPacks }, () => setIds[pickIndex(random, setIds.length)]!);
  const each = Math.floor(numPacks / setIds.length);
  const extra = new Set(shuffled(setIds, random).slice(0, numPacks % setIds.length));
  return setIds.flatMap((setId) => Array<string>(each + (extra.has(setId) ? 1 : 0)).fill(setId));
}

/** A refused shop selection: the spec's message and the field it concerns. */
export class SelectionError extends Error {}

/**
 * Checks a SHOP stage's selections against numPacks and the max pack rules, with the spec's messages, and
 * returns the packs' set ids. A set outside the stage is refused.
 */
export function checkShopSelections(
  selections: readonly PackSelection[],
  numPacks: number,
  sets: readonly StageSet[],
  rules: readonly MaxPackRule[],
): string[] {
  const byId = new Map(sets.map((set) => [set.id, set]));
  const quantities = new Map<string, number>();
  for (const selection of selections) {
    if (!byId.has(selection.setId))
      throw new SelectionError(messages.drafts.selectionNotOffered(selection.setId));
    quantities.set(selection.setId, (quantities.get(selection.setId) ?? 0) + selection.quantity);
  }
  const total = [...quantities.values()].reduce((sum, n) => sum + n, 0);
  if (total > numPacks) throw new SelectionError(messages.drafts.selectedTooManyPacks(numPacks));
  if (total < numPacks) throw new SelectionError(messages.drafts.mustSelectPacks(numPacks));
  for (const rule of rules) {
    for (const [setId, quantity] of quantities) {
      const set = byId.get(setId)!;
      if (rule.type && set.type !== rule.type) continue;
      if (quantity <= rule.max) continue;
      throw new SelectionError(
        rule.type
          ? messages.drafts.maxPacksOfType(rule.max, cardSetTypeDisplayNames[rule.type])
          : messages.drafts.maxPacksOfSet(rule.max, set.setName),
      );
    }
  }
  return [...quantities.entries()].flatMap(([setId, quantity]) => Array<string>(quantity).fill(setId));
}
