import {
  attributes,
  cardKinds,
  monsterCardTypes,
  monsterRaceNames,
  spellTypeNames,
  trapTypeNames,
} from '@progression/contracts';
import type { IncludeFilterKey } from './filters';

/** "QUICK_PLAY" reads "Quick play" where the contracts name no display text. */
const titleCase = (code: string) => code.charAt(0) + code.slice(1).toLowerCase().replace(/_/g, ' ');

const options = (codes: readonly string[], names?: Record<string, string>) =>
  codes.map((code) => ({ value: code, label: names?.[code] ?? titleCase(code) }));

/** The values each include filter chooses from, with their display names. */
export const includeFilterOptions: Record<IncludeFilterKey, { value: string; label: string }[]> = {
  cardType: options(cardKinds),
  attribute: options(attributes),
  monsterCardType: options(monsterCardTypes),
  monsterType: options(Object.keys(monsterRaceNames), monsterRaceNames),
  spellType: options(Object.keys(spellTypeNames), spellTypeNames),
  trapType: options(Object.keys(trapTypeNames), trapTypeNames),
};
