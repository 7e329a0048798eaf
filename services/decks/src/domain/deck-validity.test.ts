import { messages, type DeckCard } from '@progression/contracts';
import { deckValidity, type CardFacts } from './deck-validity';

const card = (over: Partial<CardFacts> = {}): CardFacts => ({
  name: 'Pot of Greed',
  zone: 'MAIN_DECK',
  owned: 3,
  ...over,
});
const main = (cardId: string, quantity: number): DeckCard => ({ cardId, quantity, zone: 'MAIN_DECK' });
const extra = (cardId: string, quantity: number): DeckCard => ({ cardId, quantity, zone: 'EXTRA_DECK' });
/** 40 main deck cards, 3 copies each of distinct cards (and one single). */
const legalMain = (): DeckCard[] => [
  ...Array.from({ length: 13 }, (_, i) => main(`m${i}`, 3)),
  main('m13', 1),
];

describe('deckValidity', () => {
  it('accepts 40 owned main deck cards and no extra deck', () => {
    expect(deckValidity(legalMain(), () => card())).toEqual({ valid: true, reasons: [] });
  });

  it('is valid for the new, empty deck only in the extra deck: the main deck needs 40', () => {
    expect(deckValidity([], () => card()).reasons).toEqual([messages.decks.tooFewCards(40)]);
  });

  it('refuses more than 60 main and more than 15 extra deck cards', () => {
    const cards = [
      ...Array.from({ length: 21 }, (_, i) => main(`m${i}`, 3)),
      ...Array.from({ length: 6 }, (_, i) => extra(`e${i}`, 3)),
    ];
    const facts = (id: string) => card({ zone: id.startsWith('e') ? 'EXTRA_DECK' : 'MAIN_DECK' });
    expect(deckValidity(cards, facts).reasons).toEqual([
      messages.decks.tooManyCardsChosen(60),
      messages.decks.tooManyCardsChosen(15),
    ]);
  });

  it('counts copies across entries: 4 copies break the 3-copy rule', () => {
    const cards = [...legalMain(), main('m0', 1)];
    expect(deckValidity(cards, () => card({ owned: 9 })).reasons).toEqual([messages.decks.tooManyCopies]);
  });

  it('applies the banlist before the copy limit, with the card name and limit', () => {
    const facts = (id: string) =>
      card({ name: id === 'm0' ? 'Raigeki' : 'Other', banlistLimit: id === 'm0' ? 1 : undefined });
    expect(deckValidity(legalMain(), facts).reasons).toEqual([
      messages.decks.restrictedByBanlist('Raigeki', 1),
    ]);
  });

  it('refuses a forbidden card at any quantity', () => {
    const facts = (id: string) => card({ name: id, banlistLimit: id === 'm13' ? 0 : undefined });
    expect(deckValidity(legalMain(), facts).reasons).toEqual([messages.decks.restrictedByBanlist('m13', 0)]);
  });

  it('turns invalid when the player owns fewer copies than the deck holds (a reverted reward)', () => {
    const facts = (id: string) => card({ name: id, owned: id === 'm1' ? 2 : 3 });
    expect(deckValidity(legalMain(), facts)).toEqual({
      valid: false,
      reasons: [messages.decks.cardNotOwned('m1')],
    });
  });
});
