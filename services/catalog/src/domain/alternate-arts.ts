import type { CardRecord } from './card-record';

/**
 * The card data has one record per artwork passcode for some cards (the top-level `id` can be an
 * alternate-art passcode). They are one card: grouped by Konami id (by name when it is missing), kept under
 * the passcode the most records of the group list as an artwork (ties: the lowest), with every artwork's
 * passcode and every printing merged.
 */
export function mergeAlternateArts(records: CardRecord[]): { cards: CardRecord[]; merged: number } {
  const groups = new Map<string, CardRecord[]>();
  for (const record of records) {
    const key = record.konamiId !== null ? `k${record.konamiId}` : `n${record.name.toLowerCase()}`;
    const group = groups.get(key);
    if (group) group.push(record);
    else groups.set(key, [record]);
  }
  const cards: CardRecord[] = [];
  let merged = 0;
  for (const group of groups.values()) {
    if (group.length === 1) {
      cards.push(group[0]);
      continue;
    }
    merged += group.length - 1;
    cards.push(mergeGroup(group));
  }
  return { cards, merged };
}

function mergeGroup(group: CardRecord[]): CardRecord {
  const listedBy = (id: string) => group.filter((record) => record.artworkIds.includes(id)).length;
  const canonical = [...group].sort(
    (a, b) => listedBy(b.id) - listedBy(a.id) || Number(a.id) - Number(b.id),
  )[0];
  const artworkIds = new Set<string>([canonical.id]);
  const printingKeys = new Set<string>();
  const printings = [];
  for (const record of [canonical, ...group.filter((other) => other !== canonical)]) {
    record.artworkIds.forEach((id) => artworkIds.add(id));
    for (const printing of record.printings) {
      const key = `${printing.setName}\u0000${printing.printingCode}\u0000${printing.rarityText}`;
      if (printingKeys.has(key)) continue;
      printingKeys.add(key);
      printings.push(printing);
    }
  }
  return { ...canonical, artworkIds: [...artworkIds], printings };
}
