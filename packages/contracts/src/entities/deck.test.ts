import { messages } from '../messages';
import { refusalToAdd, type CardToAdd, type DeckCard } from './deck';

const card = (over: Partial<CardToAdd> = {}): CardToAdd => ({
  name: 'Pot of Greed',
  zone: 'MAIN_DECK',
  ...over,
});
const main = (cardId: string, quantity: number): DeckCard => ({ cardId, quantity, zone: 'MAIN_DECK' });
const extra = (cardId: string, quantity: number): DeckCard => ({ cardId, quantity, zone: 'EXTRA_DECK' });

describe('refusalToAdd', () => {
  it('checks the banlist first, then copies, then the section size', () => {
    const full = Array.from({ length: 20 }, (_, i) => main(`m${i}`, 3));
    expect(refusalToAdd(full, 'm0', card({ name: 'X', banlistLimit: 2 }))).toBe(
      messages.decks.restrictedByBanlist('X', 2),
    );
    expect(refusalToAdd(full, 'm0', card())).toBe(messages.decks.tooManyCopies);
    expect(refusalToAdd(full, 'new', card())).toBe(messages.decks.sectionFull(60));
    expect(refusalToAdd([], 'new', card())).toBeUndefined();
    expect(refusalToAdd([], 'new', card({ name: 'Y', banlistLimit: 0 }))).toBe(
      messages.decks.restrictedByBanlist('Y', 0),
    );
  });

  it('knows the extra deck holds 15', () => {
    const full = Array.from({ length: 5 }, (_, i) => extra(`e${i}`, 3));
    expect(refusalToAdd(full, 'new', card({ zone: 'EXTRA_DECK' }))).toBe(messages.decks.sectionFull(15));
  });
});
