import { banTypeOfLimit, type BanlistFormat, type BanType } from '@progression/contracts';
import type { ProblemList, SourceLocation } from './problems';

export type { BanlistFormat, BanType };

/** Folder of the vector files of each format that has its own history. */
export const banlistFolders = { TCG: 'tcg', OCG: 'ocg', MASTER_DUEL: 'master-duel' } as const;

/** Formats that are one fixed TCG list (see the card data README). */
export const fixedTcgFormats: Partial<Record<BanlistFormat, string>> = {
  GOAT: '2005-03-01',
  EDISON: '2010-03-01',
};

/** One limit-regulation vector file: its effective date and copies allowed per Konami id. */
export interface RegulationVector {
  date: string;
  limits: Array<{ konamiId: number; copies: number }>;
}

type Raw = Record<string, unknown>;
const isObject = (value: unknown): value is Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Validates a `<date>.vector.json` file; a malformed list is reported and dropped whole. */
export function parseRegulationVector(
  text: string,
  at: SourceLocation,
  problems: ProblemList,
): RegulationVector | undefined {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    problems.add(at, 'malformed banlist', `not JSON: ${(error as Error).message}`);
    return undefined;
  }
  if (!isObject(raw) || typeof raw.date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(raw.date)) {
    problems.add({ ...at, field: 'date' }, 'malformed banlist', 'must be a YYYY-MM-DD date');
    return undefined;
  }
  if (!isObject(raw.regulation)) {
    problems.add({ ...at, field: 'regulation' }, 'malformed banlist', 'must map Konami ids to copies');
    return undefined;
  }
  const limits: RegulationVector['limits'] = [];
  for (const [key, copies] of Object.entries(raw.regulation)) {
    const konamiId = Number(key);
    if (
      !Number.isInteger(konamiId) ||
      konamiId <= 0 ||
      typeof copies !== 'number' ||
      !Number.isInteger(copies) ||
      copies < 0
    ) {
      problems.add(
        { ...at, field: `regulation.${key}` },
        'malformed banlist',
        `not a Konami id with a copy count: ${JSON.stringify(copies)}`,
      );
      return undefined;
    }
    limits.push({ konamiId, copies });
  }
  return { date: raw.date, limits };
}

export interface BanlistEntry {
  cardId: string;
  banType: BanType;
}

/**
 * Entries of a list for our cards: Konami ids joined to card ids; three or more copies is no restriction.
 * Ids with no card are counted, not fatal (lists name cards the TCG data does not have).
 */
export function banlistEntries(
  vector: RegulationVector,
  cardIdsByKonamiId: ReadonlyMap<number, string>,
): { entries: BanlistEntry[]; unknownKonamiIds: number[] } {
  const entries: BanlistEntry[] = [];
  const unknownKonamiIds: number[] = [];
  for (const { konamiId, copies } of vector.limits) {
    const banType = banTypeOfLimit(copies);
    if (!banType) continue;
    const cardId = cardIdsByKonamiId.get(konamiId);
    if (cardId) entries.push({ cardId, banType });
    else unknownKonamiIds.push(konamiId);
  }
  entries.sort((a, b) => a.cardId.localeCompare(b.cardId));
  return { entries, unknownKonamiIds };
}

/** The version in force on a date: the latest whose activeFrom is on or before it. */
export function versionInForce<V extends { activeFrom: string }>(versions: V[], date: string): V | undefined {
  let best: V | undefined;
  for (const version of versions) {
    if (version.activeFrom <= date && (!best || version.activeFrom > best.activeFrom)) best = version;
  }
  return best;
}
