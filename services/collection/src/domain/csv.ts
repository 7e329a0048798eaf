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

/** A field quoted when it holds a comma, a quote or a line break (RFC 4180). */
function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** The CSV text of rows: BOM, header line, one line per row, CRLF line ends. */
export function toCsv(rows: CsvRow[]): string {
  const lines = [
    csvColumns.join(','),
    ...rows.map((row) => csvColumns.map((column) => csvField(row[column])).join(',')),
  ];
  return `${utf8Bom}${lines.join('\r\n')}\r\n`;
}

/** Reads CSV text back into rows by its header (the round trip of `toCsv`, quotes and BOM included). */
export function parseCsv(text: string): Record<string, string>[] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  const source = text.startsWith(utf8Bom) ? text.slice(1) : text;
  for (let index = 0; index < source.length; index++) {
    const char = source[index];
    if (quoted) {
      if (char === '"' && source[index + 1] === '"') {
        field += '"';
        index++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[index + 1] === '\n') index++;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += char;
  }
  if (field || record.length) records.push([...record, field]);
  const [header = [], ...rows] = records;
  return rows.map((row) => Object.fromEntries(header.map((name, column) => [name, row[column] ?? ''])));
}
