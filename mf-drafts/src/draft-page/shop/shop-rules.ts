import {
  cardSetTypeDisplayNames,
  messages,
  type CardSetType,
  type MaxPackRule,
} from '@progression/contracts';

/** A set the shop offers, with its type when the catalog knows it (typed rules apply only to known types). */
export interface ShopSet {
  id: string;
  setCode: string;
  setName: string;
  type?: CardSetType;
}

/** Packs chosen so far, per set id. */
export type ShopSelection = Readonly<Record<string, number>>;

const quantityOf = (selection: ShopSelection, setId: string) => selection[setId] ?? 0;

/** How many packs are chosen in all. */
export const selectedTotal = (selection: ShopSelection): number =>
  Object.values(selection).reduce((sum, quantity) => sum + quantity, 0);

/** A rule applies to a set when it names no type, or the set's type. */
const ruleApplies = (rule: MaxPackRule, set: ShopSet) => rule.type === undefined || rule.type === set.type;

/** The message of a rule a set's quantity breaks, as the spec words it (the server uses the same). */
function ruleMessage(rule: MaxPackRule, set: ShopSet): string {
  return rule.type === undefined
    ? messages.drafts.maxPacksOfSet(rule.max, set.setName)
    : messages.drafts.maxPacksOfType(rule.max, cardSetTypeDisplayNames[rule.type]);
}

/** The first rule `quantity` packs of `set` would break, as its message. */
export function ruleBroken(
  rules: readonly MaxPackRule[],
  set: ShopSet,
  quantity: number,
): string | undefined {
  const rule = rules.find((candidate) => ruleApplies(candidate, set) && quantity > candidate.max);
  return rule && ruleMessage(rule, set);
}

/** Plus is blocked when every pack is chosen already, or one more of this set would break a rule. */
export function canAdd(
  selection: ShopSelection,
  set: ShopSet,
  rules: readonly MaxPackRule[],
  numPacks: number,
): boolean {
  if (selectedTotal(selection) >= numPacks) return false;
  return ruleBroken(rules, set, quantityOf(selection, set.id) + 1) === undefined;
}

/** Minus stops at 0. */
export const canRemove = (selection: ShopSelection, set: ShopSet): boolean =>
  quantityOf(selection, set.id) > 0;

/** One more (or one fewer, `step` -1) pack of a set, unless that is blocked. */
export function changeQuantity(
  selection: ShopSelection,
  set: ShopSet,
  step: 1 | -1,
  rules: readonly MaxPackRule[],
  numPacks: number,
): ShopSelection {
  if (step === 1 && !canAdd(selection, set, rules, numPacks)) return selection;
  if (step === -1 && !canRemove(selection, set)) return selection;
  return { ...selection, [set.id]: quantityOf(selection, set.id) + step };
}

/** Why a selection cannot be submitted (the spec's messages), or undefined when it can. */
export function selectionError(
  selection: ShopSelection,
  sets: readonly ShopSet[],
  rules: readonly MaxPackRule[],
  numPacks: number,
): string | undefined {
  const total = selectedTotal(selection);
  if (total < numPacks) return messages.drafts.mustSelectPacks(numPacks);
  if (total > numPacks) return messages.drafts.selectedTooManyPacks(numPacks);
  for (const set of sets) {
    const broken = ruleBroken(rules, set, quantityOf(selection, set.id));
    if (broken) return broken;
  }
  return undefined;
}

/** The info banner of a rule: "... of any one {type} pack" or "... packs of any one set". */
export function ruleInfo(rule: MaxPackRule): string {
  return rule.type === undefined
    ? messages.drafts.maxPacksOfAnySetInfo(rule.max)
    : messages.drafts.maxPacksOfTypeInfo(rule.max, cardSetTypeDisplayNames[rule.type]);
}

/** The selection as the fill call sends it: only sets with packs. */
export const toSelections = (selection: ShopSelection) =>
  Object.entries(selection)
    .filter(([, quantity]) => quantity > 0)
    .map(([setId, quantity]) => ({ setId, quantity }));
