import type { SetRecord } from './set-record';
import { nameKey } from './text';

/** What a derived set needs of one printing. */
export interface PrintingOfSet {
  setName: string;
  printingCode: string;
}

/** `MZMU-EN001` -> `MZMU`; the set list writes set codes without the region and number. */
const codePrefixOf = (printingCode: string) => printingCode.split('-')[0]!.trim().toUpperCase();

/**
 * The sets the set list does not name, made from the printings that name them (newer products than the
 * list): each named as its printings write it, with the code prefix most of them carry and as many cards
 * as distinct printing codes. They have no date and no image of their own; the caller dates them.
 */
export function setRecordsFromPrintings(
  printings: Iterable<PrintingOfSet>,
  isListed: (setName: string) => boolean,
): SetRecord[] {
  const bySet = new Map<string, { setName: string; codes: Set<string>; prefixes: Map<string, number> }>();
  for (const { setName, printingCode } of printings) {
    if (isListed(setName)) continue;
    const key = nameKey(setName);
    let set = bySet.get(key);
    if (!set) {
      set = { setName, codes: new Set(), prefixes: new Map() };
      bySet.set(key, set);
    }
    set.codes.add(printingCode);
    const prefix = codePrefixOf(printingCode);
    set.prefixes.set(prefix, (set.prefixes.get(prefix) ?? 0) + 1);
  }
  return [...bySet.values()].map(({ setName, codes, prefixes }) => ({
    setName,
    setCode: [...prefixes].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]![0],
    numOfCards: codes.size,
    releaseDate: null,
    hasImage: false,
  }));
}
