import { messages } from '@progression/contracts';

/** Passcode lists of a deck, per section, as the simulators exchange them. */
export interface DeckPasscodes {
  main: number[];
  extra: number[];
  side: number[];
}

/** Thrown for a file or URL that is not a deck; the route answers it with a 400 saying `reason`. */
export class DeckFileError extends Error {
  constructor(
    detail: string,
    /** What the user reads, when it says more than "this is not a deck". */
    readonly reason?: string,
  ) {
    super(detail);
  }
}

/** A .ydk file: `#main`, `#extra` and `!side` followed by one passcode per line. */
export function toYdk(deck: DeckPasscodes): string {
  return ['#created by Progression', '#main', ...deck.main, '#extra', ...deck.extra, '!side', ...deck.side]
    .map(String)
    .join('\n')
    .concat('\n');
}

const ydkSections: Record<string, keyof DeckPasscodes> = {
  '#main': 'main',
  '#extra': 'extra',
  '!side': 'side',
};

/**
 * Reads a .ydk file as simulators and people write them: any line ends, a byte order mark, blank lines,
 * trailing spaces, comment lines (`#...`), sections in any case, and any of them missing.
 */
export function fromYdk(text: string): DeckPasscodes {
  const deck: DeckPasscodes = { main: [], extra: [], side: [] };
  let section: keyof DeckPasscodes | undefined;
  for (const raw of text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/)) {
    const line = raw.trim();
    if (line === '') continue;
    const marker = ydkSections[line.toLowerCase()];
    if (marker) section = marker;
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

/**
 * Whether a section is whole: padded base64 of 32-bit passcodes. Padding is what every YDKe writer
 * emits, and it is what tells a section from chat words that follow a URL missing its last `!`.
 */
function isSection(text: string): boolean {
  return /^[A-Za-z0-9+/]*={0,2}$/.test(text) && text.length % 4 === 0 && base64Bytes(text) % 4 === 0;
}

function base64Bytes(text: string): number {
  return (text.length / 4) * 3 - (text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0);
}

function decodeSection(text: string): number[] {
  const bytes = Buffer.from(text, 'base64');
  return Array.from({ length: bytes.length / 4 }, (_, i) => bytes.readUInt32LE(i * 4));
}

/** A YDKe URL: `ydke://` + base64 of little-endian 32-bit passcodes for main, extra and side, each ending in `!`. */
export function toYdke(deck: DeckPasscodes): string {
  return `${ydkePrefix}${encodeSection(deck.main)}!${encodeSection(deck.extra)}!${encodeSection(deck.side)}!`;
}

const base64Char = /[A-Za-z0-9+/=]/;
const space = /\s/;

/**
 * The runs of base64 characters of one section from `start`, whitespace between them allowed (a URL
 * wrapped over lines), up to its `!` (`ended`) or the first other character.
 */
function sectionRuns(text: string, start: number): { runs: string[]; end: number; ended: boolean } {
  const runs: string[] = [];
  let i = start;
  for (;;) {
    let next = i;
    while (next < text.length && space.test(text[next]!)) next++;
    if (text[next] === '!') return { runs, end: next + 1, ended: true };
    if (next >= text.length || !base64Char.test(text[next]!)) return { runs, end: i, ended: false };
    let run = '';
    while (next < text.length && base64Char.test(text[next]!)) run += text[next++];
    runs.push(run);
    // Punctuation after a run (`...AAAA.`, `it's`) ends the section there.
    if (next < text.length && !space.test(text[next]!) && text[next] !== '!') {
      return { runs, end: next, ended: false };
    }
    i = next;
  }
}

/** The URL starting at `start` (just after `ydke://`), as three section texts. */
function ydkeSectionsAt(text: string, start: number): string[] {
  const first = sectionRuns(text, start);
  const second = first.ended ? sectionRuns(text, first.end) : undefined;
  if (!first.ended || !second?.ended) throw new DeckFileError('A YDKe URL has main, extra and side sections');
  const [main, extra] = [first.runs.join(''), second.runs.join('')];
  if (!isSection(main) || !isSection(extra))
    throw new DeckFileError('A YDKe section is not base64 passcodes');
  // The side deck may miss its closing `!` and be followed by chat words: the longest run of its
  // base64 that is a whole section is the side deck.
  const { runs } = sectionRuns(text, second.end);
  for (let count = runs.length; count >= 0; count--) {
    const side = runs.slice(0, count).join('');
    if (isSection(side)) return [main, extra, side];
  }
  throw new DeckFileError('A YDKe side section is not base64 passcodes');
}

/**
 * Reads the YDKe URL in a text as the reference `ydke` package does and more: with or without its last
 * `!`, inside any text (a chat message), with whitespace or line breaks around or inside it. Two
 * different URLs in one text are refused: which deck is meant is not ours to guess.
 */
export function fromYdke(text: string): DeckPasscodes {
  const starts = [...text.matchAll(/ydke:\/\//gi)].map((match) => match.index + ydkePrefix.length);
  if (starts.length === 0) throw new DeckFileError('A YDKe URL starts with ydke://');
  const urls = starts.map((start) => ydkeSectionsAt(text, start));
  if (new Set(urls.map((sections) => sections.join('!'))).size > 1) {
    throw new DeckFileError('Two YDKe URLs', messages.decks.twoYdkeUrls);
  }
  const [main, extra, side] = urls[0]!.map(decodeSection);
  return { main: main!, extra: extra!, side: side! };
}
