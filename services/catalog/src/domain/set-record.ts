import type { SourceLocation } from './problems';
import type { ProblemList } from './problems';
import { decodeEntities } from './text';

/** One `cardsets.php` entry, validated. */
export interface SetRecord {
  setName: string;
  setCode: string;
  numOfCards: number;
  /** `YYYY-MM-DD`, or null when the data has no TCG date. */
  releaseDate: string | null;
  hasImage: boolean;
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** Validates one set entry; a malformed one is reported and dropped whole. */
export function mapSetRecord(raw: unknown, at: SourceLocation, problems: ProblemList): SetRecord | undefined {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    problems.add(at, 'malformed set', 'not an object');
    return undefined;
  }
  const entry = raw as Record<string, unknown>;
  const before = problems.items.length;
  const setName = typeof entry.set_name === 'string' ? decodeEntities(entry.set_name).trim() : '';
  if (!setName) problems.add({ ...at, field: 'set_name' }, 'malformed set', 'must be a non-empty string');
  const setCode = typeof entry.set_code === 'string' ? entry.set_code.trim() : '';
  if (!setCode) problems.add({ ...at, field: 'set_code' }, 'malformed set', 'must be a non-empty string');
  const count = typeof entry.num_of_cards === 'string' ? Number(entry.num_of_cards) : entry.num_of_cards;
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 0)
    problems.add({ ...at, field: 'num_of_cards' }, 'malformed set', 'must be a non-negative integer');
  let releaseDate: string | null = null;
  if (entry.tcg_date !== undefined && entry.tcg_date !== null && entry.tcg_date !== '') {
    const text = String(entry.tcg_date);
    if (isoDate.test(text) && !Number.isNaN(Date.parse(text))) releaseDate = text;
    else problems.add({ ...at, field: 'tcg_date' }, 'malformed set', `not a date: "${text}"`);
  }
  if (problems.items.length > before) return undefined;
  return {
    setName,
    setCode,
    numOfCards: count as number,
    releaseDate,
    hasImage: typeof entry.set_image === 'string',
  };
}
