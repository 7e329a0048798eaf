import {
  attributes,
  cardKinds,
  labels,
  monsterCardTypes,
  monsterRaces,
  spellTypes,
  trapTypes,
} from '@progression/contracts';
import type { IncludeFilterKey } from './filters';

const options = <T extends string>(codes: readonly T[], names: Record<T, string>) =>
  codes.map((code) => ({ value: code, label: names[code] }));

/** The values each include filter chooses from, with their display names. */
export const includeFilterOptions: Record<IncludeFilterKey, { value: string; label: string }[]> = {
  cardType: options(cardKinds, labels.cardKind),
  attribute: options(attributes, labels.attribute),
  monsterCardType: options(monsterCardTypes, labels.monsterCardType),
  monsterType: options(monsterRaces, labels.monsterRace),
  spellType: options(spellTypes, labels.spellType),
  trapType: options(trapTypes, labels.trapType),
};
