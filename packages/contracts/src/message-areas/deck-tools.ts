/** The deck editor's tools: the edit history, a sample hand, a read-only link and a deck image. */
export const deckToolsMessages = {
  undo: 'Undo',
  redo: 'Redo',
  /** What one edit did, as the history names it when it is undone or redone. */
  addedCard: (card: string) => `Added ${card}`,
  removedCard: (card: string) => `Removed ${card}`,
  renamedDeck: 'Renamed the deck',
  undone: (edit: string) => `Undone: ${edit}`,
  redone: (edit: string) => `Redone: ${edit}`,
  sampleHand: 'Sample hand',
  turnOrder: 'Going first or second',
  goingFirst: (n: number) => `Going first (${n} cards)`,
  goingSecond: (n: number) => `Going second (${n} cards)`,
  drawAgain: 'Draw again',
  handLabel: (n: number) => `${n} cards drawn`,
  emptyMainDeck: 'Add cards to the main deck to draw a hand',
  /** Fewer cards in the main deck than a hand: all of them are drawn. */
  shortMainDeck: (n: number) => `The main deck holds only ${n} ${n === 1 ? 'card' : 'cards'}`,
  copyLink: 'Copy link',
  copiedLink: 'Copied deck link to clipboard',
  readOnly: 'Read-only: only its player can change this deck',
  ownerDeck: (player: string) => `A deck of ${player}`,
  editDeck: 'Edit deck',
  backToDecks: 'Back to decks',
  downloadImage: 'Download image',
  imageFailed: 'The deck image could not be drawn',
  emptySection: 'No cards',
} as const;
