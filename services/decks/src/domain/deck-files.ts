/** Passcode lists of a deck, per section, as the simulators exchange them. */
export interface DeckPasscodes {
  main: number[];
  extra: number[];
  side: number[];
}

/** Thrown for a file or URL that is not a deck; the route answers it with a 400. */
export class DeckFileError extends Error {}

/** A .ydk file: `#main`, `#extra` and `!side` followed by one passcode per line. */
export function toYdk(deck: DeckPasscodes): string {
  return ['#created by Progression', '#main', ...deck.main, '#extra', ...deck.extra, '!side', ...deck.side]
    .map(String)
    .join('\n')
    .concat('\n');
}

export function fromYdk(text: string): DeckPasscodes {
  const deck: DeckPasscodes = { main: [], extra: [], side: [] };
  let section: keyof DeckPasscodes | undefined;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '') continue;
    if (line === '#main') section = 'main';
    else if (line === '#extra') section = 'extra';
    else if (line === '!side') section = 'side';
    else if (line.startsWith('#'))
      continue; // comments such as "#created by ..."
    else if (/^\d{1,10}$/.test(line) && section) deck[section].push(Number(line));
    else throw new DeckFileError(`Not a .ydk line: ${line.slice(0, 40)}`);
  }
  if (!section) throw new DeckFileError('A .ydk file needs a #main section');
  return deck;
}

const ydkePrefix = 'ydke://';

function encodeSection(passcodes: number[]): string {
  const bytes = Buffer.alloc(passcodes.length * 4);
  passcodes.forEach((code, i) => bytes.writeUInt32LE(code, i * 4));
  return bytes.toString('base64');
}

function decodeSection(text: string): number[] {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text)) throw new DeckFileError('A YDKe section is not base64');
  const bytes = Buffer.from(text, 'base64');
  if (bytes.length % 4 !== 0) throw new DeckFileError('A YDKe section is not a list of 32-bit passcodes');
  return Array.from({ length: bytes.length / 4 }, (_, i) => bytes.readUInt32LE(i * 4));
}

/** A YDKe URL: `ydke://` + base64 of little-endian 32-bit passcodes for main, extra and side, each ending in `!`. */
export function toYdke(deck: DeckPasscodes): string {
  return `${ydkePrefix}${encodeSection(deck.main)}!${encodeSection(deck.extra)}!${encodeSection(deck.side)}!`;
}

export function fromYdke(url: string): DeckPasscodes {
  const text = url.trim();
  if (!text.startsWith(ydkePrefix)) throw new DeckFileError('A YDKe URL starts with ydke://');
  const parts = text.slice(ydkePrefix.length).split('!');
  if (parts.length !== 4 || parts[3] !== '') throw new DeckFileError('A YDKe URL has three sections');
  return { main: decodeSection(parts[0]), extra: decodeSection(parts[1]), side: decodeSection(parts[2]) };
}
