import {
  cardSetTypeDisplayNames,
  type CardSetType,
  type DraftStep,
  type MaxPackRule,
} from '@progression/contracts';
import { gamesTexts } from '@progression/contracts/texts/games';

/** Changes to a SHOP step's max pack rules; each returns a new step. */

export function addShopLimit(step: DraftStep): DraftStep {
  return { ...step, maxPackRules: [...(step.maxPackRules ?? []), { max: 1 }] };
}

export function updateShopLimit(step: DraftStep, index: number, rule: MaxPackRule): DraftStep {
  return { ...step, maxPackRules: (step.maxPackRules ?? []).map((old, i) => (i === index ? rule : old)) };
}

export function removeShopLimit(step: DraftStep, index: number): DraftStep {
  return { ...step, maxPackRules: (step.maxPackRules ?? []).filter((_, i) => i !== index) };
}

/** A rule's type as a select value: ANY stands for "any set" (a select item cannot have an empty value). */
export const anySet = 'ANY';

export function withType(rule: MaxPackRule, type: string): MaxPackRule {
  return type === anySet ? { max: rule.max } : { ...rule, type: type as CardSetType };
}

/** A whole number of at least 0 from what was typed. */
export const shopLimitMax = (typed: string): number => Math.max(0, Math.floor(Number(typed) || 0));

/** A rule in words, for read mode. */
export function shopLimitText(rule: MaxPackRule): string {
  return gamesTexts.shopLimit(rule.max, rule.type && cardSetTypeDisplayNames[rule.type]);
}
