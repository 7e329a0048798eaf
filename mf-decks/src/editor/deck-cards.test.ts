import { messages, type Card } from '@progression/contracts';
import { addCard, removeCard, sameDeck, slotsOf, whyNotAdd, zoneOf } from './deck-cards';

const card = (id: string, name: string, deckClassification: Card['deckClassification']) =>
  ({ id, name, deckClassification }) as Card;
const raigeki = card('1', 'Raigeki', 'MAIN_DECK');
const fusion = card('2', 'Fusion One', 'EXTRA_DECK');
const skill = card('3', 'A Skill', 'OTHER');

describe('the deck editor’s rules', () => {
  it('puts a card in the zone of its type, and no zone for skills', () => {
    expect(zoneOf(raigeki)).toBe('MAIN_DECK');
    expect(zoneOf(fusion)).toBe('EXTRA_DECK');
    expect(zoneOf(skill)).toBeNull();
  });

  it('checks the banlist, then 3 copies, then the section size, then the copies owned', () => {
    const two = addCard(addCard([], raigeki), raigeki);
    expect(whyNotAdd(two, { card: raigeki, owned: 9, limit: 1 })).toBe(
      messages.decks.restrictedByBanlist('Raigeki', 1),
    );
    expect(whyNotAdd([], { card: raigeki, owned: 9, limit: 0 })).toBe(
      messages.decks.restrictedByBanlist('Raigeki', 0),
    );
    const three = addCard(two, raigeki);
    expect(whyNotAdd(three, { card: raigeki, owned: 9 })).toBe(messages.decks.tooManyCopies);
    const fullExtra = Array.from({ length: 15 }, (_, i) => ({
      cardId: `x${i}`,
      quantity: 1,
      zone: 'EXTRA_DECK' as const,
    }));
    expect(whyNotAdd(fullExtra, { card: fusion, owned: 3 })).toBe(messages.decks.sectionFull(15));
    expect(whyNotAdd(two, { card: raigeki, owned: 2 })).toBe(messages.decks.cardNotOwned('Raigeki'));
    expect(whyNotAdd([], { card: skill, owned: 1 })).toBe(messages.decks.notPlayableCard('A Skill'));
    expect(whyNotAdd(two, { card: raigeki, owned: 3 })).toBeUndefined();
  });

  it('adds and removes one copy at a time, and draws each copy as a slot', () => {
    const deck = addCard(addCard(addCard([], raigeki), raigeki), fusion);
    expect(deck).toEqual([
      { cardId: '1', quantity: 2, zone: 'MAIN_DECK' },
      { cardId: '2', quantity: 1, zone: 'EXTRA_DECK' },
    ]);
    expect(slotsOf(deck, 'MAIN_DECK')).toEqual([
      { cardId: '1', copy: 0 },
      { cardId: '1', copy: 1 },
    ]);
    expect(removeCard(deck, '2', 'EXTRA_DECK')).toEqual([{ cardId: '1', quantity: 2, zone: 'MAIN_DECK' }]);
    expect(sameDeck({ name: 'a', cards: deck }, { name: 'a', cards: [...deck].reverse() })).toBe(true);
    expect(sameDeck({ name: 'a', cards: deck }, { name: 'b', cards: deck })).toBe(false);
  });
});
