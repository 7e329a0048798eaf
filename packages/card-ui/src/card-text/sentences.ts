/**
 * Splits card text into sentences for the card detail pane, one per line.
 *
 * Card text is full of full stops that do not end a sentence: abbreviations ("e.g.", "Lv.", "Ver."),
 * initialisms ("D.D.", "B.E.S."), decimals, and card names in quotes ("Mr. Volcano"). A sentence ends at
 * `.`, `!` or `?` (with any closing brackets or quotes after it) followed by white space and a character
 * that can start a sentence, outside quotes, and not after a known abbreviation or a single letter.
 * Line breaks in the text (`\r\n` or `\n`) always end a line.
 */

/** Words that end in a full stop without ending a sentence (compared without the dot, lower case). */
const abbreviations = new Set([
  'e.g',
  'i.e',
  'etc',
  'vs',
  'approx',
  'max',
  'min',
  'no',
  'nos',
  'lv',
  'lvl',
  'ver',
  'mr',
  'mrs',
  'ms',
  'dr',
  'st',
  'jr',
  'sr',
  'lt',
  'col',
  'gen',
  'capt',
  'prof',
  'mt',
  'vol',
]);

const terminators = new Set(['.', '!', '?']);
const closers = new Set([')', ']', '"', '\u201D', "'"]);
const doubleQuotes = new Set(['"', '\u201C', '\u201D']);

/** Whether the word ending just before `dotIndex` is an abbreviation or an initial ("D.D", "A"). */
function endsWithAbbreviation(text: string, dotIndex: number): boolean {
  let start = dotIndex;
  while (start > 0 && !/\s|\(|"|\u201C/.test(text[start - 1])) start -= 1;
  const word = text.slice(start, dotIndex).toLowerCase();
  if (word.length === 0) return false;
  if (abbreviations.has(word)) return true;
  // Initials and initialisms: "D.D", "B.E.S", a lone capital "A".
  return /^([a-z]\.)*[a-z]$/.test(word) && (word.includes('.') || /[A-Z]/.test(text[start]));
}

/** Index of each double quote that has a partner later in the line (unpaired quotes are ignored). */
function pairedQuoteIndexes(line: string): Set<number> {
  const quotes: number[] = [];
  for (let i = 0; i < line.length; i += 1) if (doubleQuotes.has(line[i])) quotes.push(i);
  const paired = quotes.length % 2 === 0 ? quotes : quotes.slice(0, -1);
  return new Set(paired);
}

function splitLine(line: string): string[] {
  const sentences: string[] = [];
  const quoteIndexes = pairedQuoteIndexes(line);
  let insideQuotes = false;
  let start = 0;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i];
    if (quoteIndexes.has(i)) {
      insideQuotes = !insideQuotes;
      continue;
    }
    if (!terminators.has(char)) continue;
    // Inside quotes only a terminator right before the closing quote can end a sentence ("Go." Then ...).
    if (insideQuotes && !quoteIndexes.has(i + 1)) continue;
    let end = i + 1;
    while (end < line.length && (terminators.has(line[end]) || closers.has(line[end]))) {
      if (quoteIndexes.has(end)) insideQuotes = !insideQuotes;
      end += 1;
    }
    if (insideQuotes) continue;
    const next = line.slice(end).match(/^\s+(\S)/);
    if (!next) continue;
    const startsSentence = /[A-Z0-9"\u201C(\u25CF\u2022[]/.test(next[1]);
    if (!startsSentence) continue;
    if (char === '.' && endsWithAbbreviation(line, i)) continue;
    sentences.push(line.slice(start, end).trim());
    start = end;
    i = end - 1;
  }
  const rest = line.slice(start).trim();
  if (rest) sentences.push(rest);
  return sentences;
}

/** The sentences of a card text, in order, without empty lines. */
export function splitIntoSentences(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .flatMap(splitLine);
}
