/** One line of a card list: the copies and the card's name as written. */
export interface ListedCard {
  quantity: number;
  name: string;
  /**
   * The whole line, when a count was read from it: a card's name may begin with a number
   * (`7 Colored Fish`), so the line is also tried as a name when the name after the count is unknown.
   */
  wholeLine?: string;
}

/** A card list as read: the main and extra deck's lines (zones come from the cards) and the side deck's copies. */
export interface CardList {
  cards: ListedCard[];
  sideDeckCards: number;
}

/** Most copies one line may ask for: more is no deck's count, so such a line is a name. */
const maxListedCopies = 99;

// Headings deck sites copy: sections, the main deck's card kinds, and count lines.
const sectionHeadings: Record<string, 'main' | 'side'> = {
  main: 'main',
  'main deck': 'main',
  maindeck: 'main',
  deck: 'main',
  extra: 'main',
  'extra deck': 'main',
  extradeck: 'main',
  side: 'side',
  'side deck': 'side',
  sidedeck: 'side',
  monsters: 'main',
  spells: 'main',
  traps: 'main',
};
/** Singular kinds head a list too, but only with their count set apart: `Monster (3)`, never `Monster 3`. */
const singularKinds = new Set(['monster', 'spell', 'trap']);
const countHeadings = new Set(['total', 'deck size', 'size', 'cards', 'total cards']);

/**
 * What a line is as a heading: a section (`Main Deck`, `Extra Deck (15)`, `Side Deck:`), a card kind of
 * the main deck (`Monster`, `Spells: 14`, `17 Monster Cards`), or a count line (`Total: 40`, `40`).
 * A count must stand apart (leading, in brackets, after a colon or dash) for a singular kind, so a
 * card named with a number is never taken for one.
 */
function headingOf(line: string): 'main' | 'side' | 'count' | undefined {
  const text = line
    .toLowerCase()
    .replace(/[=*_#~|]+/g, ' ')
    .trim();
  if (/^[\d\s:()[\].,/-]*$/.test(text)) return 'count';
  const counted = text
    .replace(/^\d+\s+/, '')
    .replace(/\s*[:([\-–]\s*\d+(?:\s+cards?)?\s*[)\]]?\s*$/, '')
    .replace(/\s+\d+\s+cards?$/, '')
    .replace(/\s*:\s*$/, '')
    .replace(/\s+/g, ' ');
  if (countHeadings.has(counted)) return 'count';
  const words = counted.replace(/\s*\bcards?$/, '');
  const bare = /^(.*\D)\s+\d+$/.exec(words)?.[1];
  if (bare && sectionHeadings[bare]) return sectionHeadings[bare];
  if (singularKinds.has(words)) return 'main';
  return sectionHeadings[words];
}

/** `3x Name`, `3 x Name`, `3 Name`. */
const countFirst = /^(\d{1,2})\s*[x×]?\s+(\S.*)$/i;
/** `Name x3`, `Name x 3`, `Name ×3`. */
const countLast = /^(\S.*?)\s+[x×]\s*(\d{1,2})$/i;

/** A card line as quantity and name; a line with no count is one copy. */
function cardLine(line: string): ListedCard | undefined {
  const first = countFirst.exec(line);
  const last = first ? undefined : countLast.exec(line);
  const [quantity, name] = first
    ? [Number(first[1]), first[2]!]
    : last
      ? [Number(last[2]), last[1]!]
      : [1, line];
  if (quantity === 0) return undefined;
  if (quantity > maxListedCopies) return { quantity: 1, name: line };
  return first || last ? { quantity, name: name.trim(), wholeLine: line } : { quantity, name: line };
}

/**
 * Reads a card list as deck sites copy it: lines of `3x Name`, `3 Name`, `Name x3` or `Name` (one copy),
 * with optional headings (Main Deck, Extra Deck, Side Deck, Monster / Spell / Trap and their counts),
 * list bullets, blank lines, any line ends. Copies after a Side Deck heading are counted, not listed.
 * Returns no cards for text with no card line.
 */
export function fromCardList(text: string): CardList {
  const list: CardList = { cards: [], sideDeckCards: 0 };
  let side = false;
  for (const raw of text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/)) {
    const line = raw
      .trim()
      .replace(/^(?:[-*•·]\s+)+/, '')
      .replace(/^\*\*(.*)\*\*$/, '$1')
      .trim();
    if (line === '' || line.startsWith('//')) continue;
    const heading = headingOf(line);
    if (heading === 'main' || heading === 'side') side = heading === 'side';
    if (heading) continue;
    const card = cardLine(line);
    if (!card) continue;
    if (side) list.sideDeckCards += card.quantity;
    else list.cards.push(card);
  }
  return list;
}
