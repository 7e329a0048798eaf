import {
  collectionImportLimits,
  collectionImportRequiredColumns,
  messages,
  type Card,
  type ImportMerge,
  type ImportRefusal,
  type Printing,
} from '@progression/contracts';
import { HttpError } from '@progression/service-kit';
import type { CatalogClient } from '../clients/catalog';
import { csvRecords, unguardedField } from './csv';

const texts = messages.collection.import;

/** A row whose fields are well formed: what it names and how many copies. */
interface ReadRow {
  line: number;
  cardId: string;
  quantity: number;
  cardName: string;
  rarityName: string;
  setName: string;
  code: string;
}

/** A card the import gives: the printing (none for a row naming none) and its copies. */
export interface ImportedCard {
  cardId: string;
  setCardId: string | null;
  rarity: string | null;
  quantity: number;
}

/** What a file gives, row by row. */
export interface ImportOutcome {
  rows: number;
  taken: number;
  merged: number;
  copies: number;
  cards: ImportedCard[];
  refusals: ImportRefusal[];
  merges: ImportMerge[];
  /** The catalog's cards the file named, by every id they are known under (so the recount asks again for none). */
  catalogCards: ReadonlyMap<string, Card>;
}

const passcode = /^\d{1,12}$/;
const wholeNumber = /^\d{1,6}$/;

/**
 * The file's well-formed rows and the refusals of the others. The whole file is refused (400/413) when
 * it has no header naming `cardid` and `cardq`, no rows, or too many.
 */
export function readImportFile(text: string): { rows: ReadRow[]; count: number; refusals: ImportRefusal[] } {
  const [header, ...records] = csvRecords(text);
  if (!header || records.length === 0) throw new HttpError(400, texts.noRows);
  if (records.length > collectionImportLimits.maxRows)
    throw new HttpError(413, texts.tooManyRows(collectionImportLimits.maxRows));
  const columns = header.fields.map((name) => name.trim().toLowerCase());
  const missing = collectionImportRequiredColumns.filter((column) => !columns.includes(column));
  if (missing.length > 0) throw new HttpError(400, texts.missingColumns(missing));
  const at = (fields: string[], column: string) => {
    const index = columns.indexOf(column);
    return index < 0 ? '' : unguardedField(fields[index] ?? '').trim();
  };
  const rows: ReadRow[] = [];
  const refusals: ImportRefusal[] = [];
  const refuse = (row: number, reason: ImportRefusal['reason'], message: string) =>
    refusals.push({ row, reason, message });
  for (const { line, fields, unclosed } of records) {
    if (unclosed) {
      refuse(line, 'MALFORMED_ROW', texts.unclosedQuote);
      continue;
    }
    if (fields.length !== columns.length) {
      refuse(line, 'MALFORMED_ROW', texts.malformedFields(fields.length, columns.length));
      continue;
    }
    const cardId = at(fields, 'cardid');
    if (!passcode.test(cardId)) {
      refuse(line, 'MALFORMED_ROW', texts.malformedCardId(cardId));
      continue;
    }
    const quantityText = at(fields, 'cardq');
    const quantity = wholeNumber.test(quantityText) ? Number(quantityText) : NaN;
    if (!(quantity >= 1 && quantity <= collectionImportLimits.maxQuantity)) {
      refuse(line, 'BAD_QUANTITY', texts.badQuantity(quantityText, collectionImportLimits.maxQuantity));
      continue;
    }
    rows.push({
      line,
      // A spreadsheet may keep a passcode's leading zeros; the catalog's ids have none.
      cardId: cardId.replace(/^0+(?=\d)/, ''),
      quantity,
      cardName: at(fields, 'cardname'),
      rarityName: at(fields, 'cardrarity'),
      setName: at(fields, 'cardset'),
      code: at(fields, 'cardcode'),
    });
  }
  return { rows, count: records.length, refusals };
}

// One collator for every comparison: localeCompare with options builds one per call (10,000 rows).
const accentSensitive = new Intl.Collator('en', { sensitivity: 'accent' });
const same = (a: string, b: string) => accentSensitive.compare(a, b) === 0;

/**
 * The printing a row names: by printed code, and by rarity and set when the row gives them (a code is
 * shared by the original and a reprint of a set, e.g. LOB). A row naming no code, rarity or set names
 * no printing (a wildcard card, as the export writes it); `undefined` when it names one the card lacks.
 */
function printingOf(row: ReadRow, printings: Printing[]): Printing | null | undefined {
  if (!row.code && !row.rarityName && !row.setName) return null;
  return printings.find(
    (printing) =>
      same(printing.printingCode, row.code) &&
      (!row.rarityName || same(printing.rarityName, row.rarityName)) &&
      (!row.setName || same(printing.setName, row.setName)),
  );
}

/** The catalog's cards of these ids, each under the id asked (any artwork's passcode finds its card). */
async function cardsAsked(catalog: CatalogClient, ids: string[]): Promise<Map<string, Card>> {
  const cards = await catalog.cards(ids);
  const found = new Map<string, Card>();
  for (const card of cards) for (const id of card.artworkIds) if (!found.has(id)) found.set(id, card);
  for (const card of cards) found.set(card.id, card);
  return found;
}

/**
 * What a CSV gives a player: each row's card (under the catalog's id) and printing, the copies of rows
 * naming the same card and printing added together (merged into the first such row), and a refusal
 * for every row that cannot be taken, by row number.
 */
export async function importRows(catalog: CatalogClient, text: string): Promise<ImportOutcome> {
  const { rows, count, refusals } = readImportFile(text);
  const cards = await cardsAsked(catalog, [...new Set(rows.map((row) => row.cardId))]);
  const printed = rows.flatMap((row) => (row.code || row.rarityName || row.setName ? [row] : []));
  const printingIds = [...new Set(printed.flatMap((row) => cards.get(row.cardId)?.id ?? []))];
  const printingsByCard = new Map<string, Printing[]>();
  for (const printing of printingIds.length ? await catalog.printingsOf(printingIds) : []) {
    const list = printingsByCard.get(printing.cardId);
    if (list) list.push(printing);
    else printingsByCard.set(printing.cardId, [printing]);
  }
  const taken = new Map<string, { line: number; card: ImportedCard }>();
  const merges: ImportMerge[] = [];
  let copies = 0;
  for (const row of rows) {
    const card = cards.get(row.cardId);
    if (!card) {
      refusals.push({ row: row.line, reason: 'UNKNOWN_CARD', message: texts.unknownCard(row.cardId) });
      continue;
    }
    const printing = printingOf(row, printingsByCard.get(card.id) ?? []);
    if (printing === undefined) {
      refusals.push({
        row: row.line,
        reason: 'UNKNOWN_PRINTING',
        message: texts.unknownPrinting(card.name, row.code, row.rarityName, row.setName),
      });
      continue;
    }
    copies += row.quantity;
    const key = `${card.id}|${printing?.id ?? ''}`;
    const first = taken.get(key);
    if (first) {
      first.card.quantity += row.quantity;
      merges.push({ row: row.line, intoRow: first.line });
      continue;
    }
    taken.set(key, {
      line: row.line,
      card: {
        cardId: card.id,
        setCardId: printing?.id ?? null,
        rarity: printing?.equivalentRarity ?? null,
        quantity: row.quantity,
      },
    });
  }
  refusals.sort((a, b) => a.row - b.row);
  return {
    rows: count,
    taken: taken.size,
    merged: merges.length,
    copies,
    cards: [...taken.values()].map((entry) => entry.card),
    refusals,
    merges,
    catalogCards: cards,
  };
}
