import { deckZoneNames, messages, type DeckCard, type DeckZone } from '@progression/contracts';
import { sectionBounds, sectionSize, slotsOf } from '../editor/deck-cards';

/** The picture's measures in px: ten cards a row, as a deck is laid out on a mat. */
export const imageMeasures = {
  columns: 10,
  cardWidth: 118,
  cardHeight: 172,
  gap: 8,
  padding: 32,
  titleHeight: 56,
  sectionTitleHeight: 40,
  sectionGap: 24,
} as const;

/** Where one card sits in the picture. */
export interface PlacedCard {
  cardId: string;
  x: number;
  y: number;
}

/** A section of the picture: its title ("Main Deck 40 / 60"), where that goes, and its cards. */
export interface PlacedSection {
  title: string;
  titleY: number;
  cards: PlacedCard[];
}

export interface DeckImageLayout {
  width: number;
  height: number;
  sections: PlacedSection[];
}

/**
 * Where everything goes in the deck's picture: the name on top, then the main and extra deck, each a title
 * and rows of cards (an empty extra deck is left out; an empty main deck keeps its title).
 */
export function deckImageLayout(cards: readonly DeckCard[]): DeckImageLayout {
  const m = imageMeasures;
  const width = m.padding * 2 + m.columns * m.cardWidth + (m.columns - 1) * m.gap;
  let y = m.padding + m.titleHeight;
  const sections: PlacedSection[] = [];
  for (const zone of ['MAIN_DECK', 'EXTRA_DECK'] as DeckZone[]) {
    const slots = slotsOf(cards, zone);
    if (zone === 'EXTRA_DECK' && slots.length === 0) continue;
    const title = messages.decks.sectionCount(
      deckZoneNames[zone],
      sectionSize(cards, zone),
      sectionBounds(zone).max,
    );
    const titleY = y;
    y += m.sectionTitleHeight;
    const placed = slots.map(({ cardId }, index) => ({
      cardId,
      x: m.padding + (index % m.columns) * (m.cardWidth + m.gap),
      y: y + Math.floor(index / m.columns) * (m.cardHeight + m.gap),
    }));
    const rows = Math.ceil(slots.length / m.columns);
    y += rows > 0 ? rows * m.cardHeight + (rows - 1) * m.gap : 0;
    y += m.sectionGap;
    sections.push({ title, titleY, cards: placed });
  }
  return { width, height: y - m.sectionGap + m.padding, sections };
}

/** Characters no file name may hold on common systems (control characters are dropped apart). */
const unsafeInFileName = /[\\/:*?"<>|]+/g;
const withoutControlCharacters = (text: string) =>
  [...text].filter((character) => character.charCodeAt(0) >= 32).join('');

/** The picture's file name: the deck's name, without what file systems refuse, as a .png. */
export function deckImageFileName(deckName: string): string {
  const safe = withoutControlCharacters(deckName)
    .replace(unsafeInFileName, '-')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  return `${safe.slice(0, 100) || messages.decks.newDeckName}.png`;
}
