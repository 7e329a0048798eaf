/** Cards wherever they show: the preview, a card list's search and size, and what a pack gave. */
export const cardsMessages = {
  /** The preview's lines (a card on hover, keyboard focus or a long press). */
  owned: (copies: number) => (copies === 0 ? 'Not owned' : `Owned ${copies}`),
  unlimited: 'Unlimited',
  /** A card the player did not own before this opening. */
  newCard: 'New',
  /** A card list's search field, filtering as the player types. */
  search: 'Search cards',
  searchPlaceholder: 'Name or text',
  /** The deck editor's search: Enter adds the first match. */
  searchAddHint: 'Enter adds the first match to the deck',
  cardSize: 'Card size',
  cardSizes: { small: 'Small', medium: 'Medium', large: 'Large' },
  /** A pack's or a stage's pulls counted by rarity, rarest first: "1 Ultra Rare, 8 Common". */
  rarityCount: (count: number, rarityName: string) => `${count} ${rarityName}`,
  packSummary: (pack: number) => `Pack ${pack} gave you`,
  stageSummary: (stage: number) => `Stage ${stage} gave you`,
  newCount: (count: number) => `${count} new`,
} as const;
