import type { CardSet } from '@progression/contracts';

/** Lower case, apostrophes dropped and other punctuation as spaces: "Blue-Eyes" ~ "blue eyes", "Pharaoh's" ~ "pharaohs". */
function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/['\u2019]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ');
}

/**
 * The sets whose name or code contains every word of the query (case-insensitive, any order, punctuation
 * ignored), e.g. "blue eyes" finds "Legend of Blue Eyes White Dragon" and "lob" finds it by its code. An
 * empty query keeps every set.
 */
export function searchSets(sets: readonly CardSet[], query: string): CardSet[] {
  const words = normalise(query).split(' ').filter(Boolean);
  if (words.length === 0) return [...sets];
  return sets.filter((set) => {
    const haystack = normalise(`${set.setName} ${set.setCode}`);
    return words.every((word) => haystack.includes(word));
  });
}
