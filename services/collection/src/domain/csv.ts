/** Columns of the collection export: the layout of YGOPRODeck's collection CSV. */
export const csvColumns = [
  'cardname',
  'cardq',
  'cardrarity',
  'card_edition',
  'cardset',
  'cardcode',
  'cardid',
  'print_id',
] as const;
export type CsvRow = Record<(typeof csvColumns)[number], string>;

/** The byte order mark spreadsheet programs need to read the file as UTF-8. */
export const utf8Bom = '\uFEFF';

/** A cell a spreadsheet would run as a formula (OWASP "CSV injection"): =, +, -, @, a tab or a return first. */
const formulaStart = /^[=+\-@\t\r]/;

/**
 * A field as written: one a spreadsheet would read as a formula gets a leading apostrophe (shown as
 * text, and taken off again by the import), and a field holding a comma, a quote or a line break is
 * quoted (RFC 4180).
 */
function csvField(value: string): string {
  const safe = formulaStart.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A field as the export wrote it: the apostrophe that kept a formula from running taken off. */
export function unguardedField(value: string): string {
  return value.startsWith("'") && formulaStart.test(value.slice(1)) ? value.slice(1) : value;
}

/** The CSV text of rows: BOM, header line, one line per row, CRLF line ends. */
export function toCsv(rows: CsvRow[]): string {
  const lines = [
    csvColumns.join(','),
    ...rows.map((row) => csvColumns.map((column) => csvField(row[column])).join(',')),
  ];
  return `${utf8Bom}${lines.join('\r\n')}\r\n`;
}

/** One record of a CSV text: the line it starts on (from 1) and its fields. */
export interface CsvRecord {
  line: number;
  fields: string[];
  /** A quoted field was still open at the end of the text. */
  unclosed: boolean;
}

/**
 * The records of a CSV text (RFC 4180: quotes, doubled quotes, line breaks inside quotes; CRLF, LF or CR
 * line ends; a leading BOM), each with the line it starts on. Blank lines are left out.
 */
export function csvRecords(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  const source = text.startsWith(utf8Bom) ? text.slice(1) : text;
  const finish = (unclosed: boolean) => {
    fields.push(field);
    if (fields.length > 1 || fields[0] !== '' || unclosed) records.push({ line: start, fields, unclosed });
    fields = [];
    field = '';
  };
  for (let index = 0; index < source.length; index++) {
    const char = source[index];
    if (char === '\n' || (char === '\r' && source[index + 1] !== '\n')) line++;
    if (quoted) {
      if (char === '"' && source[index + 1] === '"') {
        field += '"';
        index++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      fields.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[index + 1] === '\n') {
        index++;
        line++;
      }
      finish(false);
      start = line;
    } else field += char;
  }
  if (quoted || field || fields.length) finish(quoted);
  return records;
}

/** Reads CSV text back into rows by its header (the round trip of `toCsv`, quotes and BOM included). */
export function parseCsv(text: string): Record<string, string>[] {
  const [header, ...rows] = csvRecords(text);
  if (!header) return [];
  return rows.map((row) =>
    Object.fromEntries(header.fields.map((name, column) => [name, row.fields[column] ?? ''])),
  );
}
