import type { CardRecord } from '../domain/card-record';
import { mapCardRecord } from '../domain/card-record';
import type { ImportProblem } from '../domain/problems';
import { ProblemList } from '../domain/problems';
import type { JsonItemSink } from './json-stream';
import { streamJsonArrayItems } from './json-stream';

/** The card records of a `cardinfo` source (`{"data": [...]}`), each validated and mapped. */
export interface MappedCardInfo {
  records: CardRecord[];
  /** What was wrong with records and printings, in source order. */
  problems: ImportProblem[];
  /** Records in the source, taken or not. */
  count: number;
  /** The source is not `{"data": [...]}`. */
  malformed: boolean;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Maps records one at a time, so only the mapped record outlives its raw JSON; the texts records repeat
 * (set names and rarities of 44,000 printings, frames, attributes, archetypes) are kept once.
 */
class CardInfoMapper implements JsonItemSink {
  private records: CardRecord[] = [];
  private problems = new ProblemList();
  private readonly strings = new Map<string, string>();

  constructor(private readonly file: string) {}

  start(): void {
    this.records = [];
    this.problems = new ProblemList();
  }

  item(raw: unknown, index: number): void {
    const record = mapCardRecord(raw, { file: this.file, index }, this.problems);
    if (!record) return;
    const meta = record.yugiohMetaData;
    meta.frame = this.intern(meta.frame);
    meta.attribute = this.intern(meta.attribute);
    record.archetype = this.intern(record.archetype);
    record.linkMarkers = record.linkMarkers.map((marker) => this.intern(marker));
    for (const printing of record.printings) {
      printing.setName = this.intern(printing.setName);
      printing.rarityText = this.intern(printing.rarityText);
      printing.rarityCode = this.intern(printing.rarityCode);
    }
    this.records.push(record);
  }

  private intern<T extends string | null>(text: T): T {
    if (text === null) return text;
    const seen = this.strings.get(text);
    if (seen !== undefined) return seen as T;
    this.strings.set(text, text);
    return text;
  }

  /** The records, given the document with its `data` array emptied or whole. */
  finish(document: unknown, count: number): MappedCardInfo {
    if (!isObject(document) || !Array.isArray(document.data))
      return { records: [], problems: [], count: 0, malformed: true };
    return { records: this.records, problems: this.problems.items, count, malformed: false };
  }
}

/** Maps a `cardinfo` body already parsed (the tests' fixtures). */
export function mapCardInfo(file: string, body: unknown): MappedCardInfo {
  const mapper = new CardInfoMapper(file);
  const raw = isObject(body) && Array.isArray(body.data) ? body.data : [];
  raw.forEach((record, index) => mapper.item(record, index));
  return mapper.finish(body, raw.length);
}

/**
 * Reads and maps a `cardinfo` source from its bytes, record by record: the raw JSON of one record at a
 * time is held, never the whole parsed file. Throws a SyntaxError when it is not JSON.
 */
export async function readCardInfo(file: string, chunks: AsyncIterable<Uint8Array>): Promise<MappedCardInfo> {
  const mapper = new CardInfoMapper(file);
  let count = 0;
  const document = await streamJsonArrayItems(chunks, 'data', {
    start: () => {
      count = 0;
      mapper.start();
    },
    item: (raw, index) => {
      count = index + 1;
      mapper.item(raw, index);
    },
  });
  return mapper.finish(document, count);
}
