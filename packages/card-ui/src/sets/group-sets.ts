import { cardSetTypeDisplayNames, type CardSet, type CardSetType } from '@progression/contracts';

/** The sets of one release year. */
export interface SetYearGroup {
  year: number;
  sets: CardSet[];
}

/** The sets of one type, by release year. */
export interface SetTypeGroup {
  type: CardSetType;
  /** Display name of the type, e.g. "Core" for BOOSTER. */
  label: string;
  years: SetYearGroup[];
}

const byReleaseThenName = (a: CardSet, b: CardSet) =>
  a.releaseDate.localeCompare(b.releaseDate) || a.setName.localeCompare(b.setName);

/** Release year of a set (UTC, as the catalog stores dates at midnight UTC). */
export function releaseYear(set: CardSet): number {
  return new Date(set.releaseDate).getUTCFullYear();
}

/**
 * Sets of the given types grouped by type (in the order given) and release year, oldest first, as a
 * progression league walks through the game's history. Types without sets are left out.
 */
export function groupSetsByTypeAndYear(
  sets: readonly CardSet[],
  types: readonly CardSetType[],
): SetTypeGroup[] {
  return types
    .map((type) => {
      const ofType = sets.filter((set) => set.type === type).sort(byReleaseThenName);
      const years = new Map<number, CardSet[]>();
      for (const set of ofType) {
        const year = releaseYear(set);
        years.set(year, [...(years.get(year) ?? []), set]);
      }
      return {
        type,
        label: cardSetTypeDisplayNames[type],
        years: [...years].map(([year, setsOfYear]) => ({ year, sets: setsOfYear })),
      };
    })
    .filter((group) => group.years.length > 0);
}
