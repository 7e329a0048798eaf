import type { SetCard } from '@progression/contracts';

/**
 * One printing per card name and rarity. A set lists the same card once per printing code (LOB-001,
 * LOB-E001, LOB-EN001) and once per alternate-art record; a reader of the set wants each card once.
 * The first printing of each is kept, in the given order.
 */
export function distinctCards(printings: readonly SetCard[]): SetCard[] {
  const seen = new Set<string>();
  return printings.filter((printing) => {
    const key = `${printing.equivalentRarity}\u0000${printing.card.name}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
