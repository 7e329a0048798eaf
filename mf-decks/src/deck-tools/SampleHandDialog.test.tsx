import { messages, type Card, type DeckCard } from '@progression/contracts';
import { renderWithTheme } from '@progression/ui/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { card } from '../test-support/fixtures';
import { SampleHandDialog } from './SampleHandDialog';

const names = ['Ace', 'Bee', 'Cat', 'Dog', 'Eel', 'Fox', 'Gnu'];
const cards = names.map((name, index) => card(`c${index}`, name));
const cardsById = new Map<string, Card>(cards.map((entry) => [entry.id, entry]));
const deck: DeckCard[] = [
  ...cards.map((entry) => ({ cardId: entry.id, quantity: 1, zone: 'MAIN_DECK' as const })),
  { cardId: 'extra', quantity: 2, zone: 'EXTRA_DECK' },
];

/** The names of the cards in the hand shown, in order. */
const hand = () =>
  within(screen.getByRole('list', { name: /cards drawn$/ }))
    .getAllByRole('listitem')
    .map((item) => names.find((name) => item.textContent?.includes(name)));

const open = () => fireEvent.click(screen.getByRole('button', { name: messages.deckTools.sampleHand }));

describe('the sample hand', () => {
  it('deals five going first, the same five and the next going second, and a new shuffle on Draw again', () => {
    // Just below 1 keeps the deck's order; 0 rotates it by one (see the shuffle's own tests).
    let next = 0.999;
    renderWithTheme(<SampleHandDialog cards={deck} cardsById={cardsById} random={() => next} />);
    open();
    const dialog = screen.getByRole('dialog', { name: messages.deckTools.sampleHand });
    expect(screen.getByRole('list', { name: messages.deckTools.handLabel(5) })).toBeTruthy();
    expect(hand()).toEqual(['Ace', 'Bee', 'Cat', 'Dog', 'Eel']);
    const second = within(dialog).getByRole('button', { name: messages.deckTools.goingSecond(6) });
    fireEvent.click(second);
    expect(second.getAttribute('aria-pressed')).toBe('true');
    expect(hand()).toEqual(['Ace', 'Bee', 'Cat', 'Dog', 'Eel', 'Fox']);
    next = 0;
    fireEvent.click(within(dialog).getByRole('button', { name: messages.deckTools.drawAgain }));
    expect(hand()).toEqual(['Bee', 'Cat', 'Dog', 'Eel', 'Fox', 'Gnu']);
    fireEvent.click(within(dialog).getByRole('button', { name: messages.deckTools.goingFirst(5) }));
    expect(hand()).toEqual(['Bee', 'Cat', 'Dog', 'Eel', 'Fox']);
  });

  it('closes with Escape and with its close button, and shuffles anew when opened again', () => {
    let next = 0.999;
    renderWithTheme(<SampleHandDialog cards={deck} cardsById={cardsById} random={() => next} />);
    open();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    next = 0;
    open();
    expect(hand()).toEqual(['Bee', 'Cat', 'Dog', 'Eel', 'Fox']);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says so when the main deck is empty or smaller than a hand', () => {
    const { unmount } = renderWithTheme(
      <SampleHandDialog cards={[deck.at(-1)!]} cardsById={cardsById} random={Math.random} />,
    );
    open();
    expect(screen.getByText(messages.deckTools.emptyMainDeck)).toBeTruthy();
    expect(screen.getByRole('button', { name: messages.deckTools.drawAgain })).toHaveProperty(
      'disabled',
      true,
    );
    unmount();
    renderWithTheme(<SampleHandDialog cards={deck.slice(0, 3)} cardsById={cardsById} random={Math.random} />);
    open();
    expect(screen.getByText(messages.deckTools.shortMainDeck(3))).toBeTruthy();
    expect(hand()).toHaveLength(3);
  });
});
