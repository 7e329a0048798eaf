/** Decks and the deck rules of the card game. */
export const decksMessages = {
  tooFewCards: (min: number) => `You must choose more than ${min} cards for this section`,
  tooManyCardsChosen: (max: number) => `You cannot choose more than ${max} cards for this section`,
  tooManyCopies: 'You cannot have more than 3 of the same card in a deck',
  sectionFull: (max: number) => `You cannot have more than ${max} cards in this section`,
  restrictedByBanlist: (card: string, n: number) =>
    `${card} has been restricted to a maximum of ${n} by the current banlist`,
  banlistMaxCopies: (n: number) => `The current banlist restricts the maximum copies of this card to ${n}`,
  copyName: (name: string) => `Copy of ${name}`,
  newDeckName: 'New deck',
  copiedDeckId: 'Copied deck id to clipboard',
  copiedYdke: 'Copied YDKe URL to clipboard',
  deckCreated: (deck: string) => `"${deck}" was created`,
  deckDeleted: (deck: string) => `"${deck}" was deleted`,
  tooManyDecks: (max: number) => `You cannot have more than ${max} decks`,
  deckNotFound: 'Could not find deck',
  cardNotOwned: (card: string) => `You do not own enough copies of ${card}`,
  unsupportedCardGame: (game: string) => `Decks for ${game} are not supported`,
  /** Refusals of bad input (400, nothing stored). */
  unknownCard: (cardId: string) => `Could not find card: ${cardId}`,
  wrongZone: (card: string, zone: string) => `${card} cannot be placed in the ${zone}`,
  notPlayableCard: (card: string) => `${card} cannot be placed in a deck`,
  invalidQuantity: (max: number) => `A card's quantity must be a whole number from 1 to ${max}`,
  tooManyCardEntries: (max: number) => `A deck cannot list more than ${max} different cards`,
  notADeckFile: 'This is not a .ydk file or a YDKe URL',
  /** A pasted deck that is none of the three forms the import reads. */
  notADeck: 'This is not a .ydk file, a YDKe URL or a card list',
  /** Pasted text with two YDKe URLs: which deck is meant is not ours to guess. */
  twoYdkeUrls: 'This text holds more than one YDKe URL; paste one at a time',
  /** The deck editor on a phone shows the deck or the collection, with the deck's counts always in view. */
  phoneViewLabel: 'Show the deck or your collection',
  phoneViewDeck: 'Deck',
  phoneViewCollection: 'Collection',
  sectionCount: (section: string, size: number, max: number) => `${section} ${size} / ${max}`,
  /** The import dialog. */
  importTitle: 'Import a deck',
  importPasteLabel: 'Paste a deck',
  importPasteHint:
    'A YDKe URL (chat text around it is fine), a .ydk file or a card list such as "3x Dark Magician".',
  importFileLabel: 'or open a .ydk or text file',
  importReadAs: (form: string) => `Read as a ${form}`,
  importEveryCard: 'Every card was imported.',
  importLeftOut: 'What was left out',
  importNotOwnedTitle: 'Copies you do not own',
  importNotOwned: (card: string, imported: number, requested: number) =>
    `${card}: ${imported} of ${requested} imported`,
  importUnknownNamesTitle: 'Card names not found',
  importUnknownPasscodes: (passcodes: string) => `Unknown cards (passcodes): ${passcodes}`,
  importSideDeck: (n: number) =>
    `${n} side deck ${n === 1 ? 'card is' : 'cards are'} not part of a league deck.`,
} as const;
