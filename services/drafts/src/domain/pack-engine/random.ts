/**
 * A small seeded PRNG (mulberry32): the same 32-bit seed always gives the same sequence, so a pack's seed
 * is enough to roll it again for an audit.
 */
export type Random = () => number;

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A new 32-bit seed drawn from a generator (seeds of packs come from their stage's generator). */
export const nextSeed = (random: Random): number => Math.floor(random() * 4294967296) >>> 0;

/** An integer in [0, n). */
export const pickIndex = (random: Random, n: number): number => Math.floor(random() * n);

/** Fisher-Yates shuffle of a copy. */
export function shuffled<T>(items: readonly T[], random: Random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = pickIndex(random, i + 1);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** A 32-bit seed derived from text (FNV-1a), e.g. a draft id, so seeds need no storage to be reproduced. */
export function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
