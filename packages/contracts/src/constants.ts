/**
 * Business constants and limits of spec section 9, in one place so services and frontends agree.
 * Times are milliseconds, sizes pixels.
 */

/** Field length limits of registration. */
export const limits = {
  username: { min: 3, max: 25 },
  email: { min: 5, max: 50 },
  password: { min: 8, max: 50 },
} as const;

/**
 * Bounds of a saved progression mode. Every game copies its mode, so a mode stays small: at these maxima
 * it is about 200 KB stored.
 */
export const modeLimits = {
  /** Characters of a mode's or a pool's name (trimmed). */
  name: 100,
  weeks: 104,
  pools: 20,
  /** Set ids one pool may hold in one week (duplicates are dropped first). */
  setsPerWeekPool: 50,
  /** Set ids over all weeks and pools of a mode, counted once per week and pool. */
  setsPerMode: 1000,
  /** Characters of a set id. */
  setId: 64,
  steps: 20,
  packsPerStep: 100,
  shopRulesPerStep: 10,
  packsPerShopRule: 100,
} as const;

/** Defaults of what one user may own or create (each service's environment may change them). */
export const userQuotas = {
  modes: 100,
  /** Games a user has created (joining others' games is not counted). */
  gamesCreated: 50,
} as const;

/** Deck rules of the card game YUGIOH. */
export const deckRules = {
  maxDecksPerPlayer: 50,
  maxCopiesPerCard: 3,
  mainDeck: { min: 40, max: 60 },
  extraDeck: { min: 0, max: 15 },
} as const;

/** Timings of the interface. */
export const timings = {
  flashMessageLifetime: 5000,
  cardFlipStagger: 150,
  inviteCodeDebounce: 1000,
  deckAutosaveDebounce: 1000,
  collectionFilterDebounce: 500,
  /** A card list's search field filters once typing pauses this long. */
  cardSearchDebounce: 200,
  collectionBusyPoll: 50,
  gameCardNavigationDelay: 100,
  wizardCreationDelay: 1000,
} as const;

/** Page sizes and list lengths. */
export const pageSizes = {
  collectionFirstPage: 100,
  collectionNextPage: 52,
  modeTable: 5,
  gamesList: 5,
} as const;

/** The game the set listing asks for (fixed). */
export const setListingGame = 'YUGIOH' as const;

/** Filters and pickers. */
export const filterLimits = {
  includesMaxPlayers: 2,
  level: { min: 0, max: 13 },
  attack: { min: 0, max: 5000, step: 50 },
  defense: { min: 0, max: 5000, step: 50 },
  weekAcquired: { min: 0 },
} as const;

/** Wildcard claims: one card granted three times, or two different cards once each. */
export const wildcardClaim = { singleCardCopies: 3, maxCards: 2 } as const;

/** A new draft stage: 12 packs, evenly distributed, fixed rarity, from the first pool. */
export const defaultDraftStep = {
  numPacks: 12,
  draftBehaviour: 'EVENLY_DISTRIBUTED',
  rarityDistribution: 'FIXED',
} as const;

/** Layout. */
export const layout = {
  sidebarWidth: 260,
  sidebarPermanentAbove: 900,
  cardDetailBesideDeckAbove: 1400,
  collectionSplitAbove: 1000,
  startNextWeekDialogWidth: 800,
  breakpoints: { sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 },
} as const;

/** Card image base size and scales; x-large scales height and width differently. */
export const cardImage = {
  base: { height: 200, width: 140 },
  scales: {
    small: { height: 0.75, width: 0.75 },
    medium: { height: 1, width: 1 },
    large: { height: 2, width: 2 },
    xLarge: { height: 2.5, width: 3.5 },
  },
} as const;
export type CardImageSize = keyof typeof cardImage.scales;

/** The sizes a player can choose for the cards of a grid (remembered per device). */
export const cardGridSizes = ['small', 'medium', 'large'] as const satisfies readonly CardImageSize[];
export type CardGridSize = (typeof cardGridSizes)[number];

/** The pixel size of a card image at a scale. */
export function cardImageSize(size: CardImageSize): { height: number; width: number } {
  const scale = cardImage.scales[size];
  return { height: cardImage.base.height * scale.height, width: cardImage.base.width * scale.width };
}

/** Set stacks: base size and how many images are stacked at most. */
export const setStack = { base: { height: 130, width: 72 }, maxImages: 3 } as const;

/** Card names longer than these lengths are drawn in successively smaller fonts. */
export const cardNameFontSteps = [20, 25, 30] as const;

/** The locale dates are shown in. */
export const dateLocale = 'en-GB';

/** Flash message lifetime, repeated here under the name the platform uses. */
export const flashMessageLifetime = timings.flashMessageLifetime;

/**
 * Upper width bounds (exclusive) and the card grid columns below each. Below 1000 px the spec gives 4
 * columns (its 750 px step also gives 4, and its "5" step is shadowed by the same 1000 px bound).
 */
const gridColumnSteps: ReadonlyArray<readonly [maxWidth: number, columns: number]> = [
  [1000, 4],
  [1250, 6],
  [1500, 7],
  [2000, 8],
  [2500, 10],
  [3000, 12],
  [4000, 14],
];
const widestGridColumns = 16;

/** Number of card grid columns for a container width in pixels. */
export function gridColumns(width: number): number {
  for (const [maxWidth, columns] of gridColumnSteps) if (width < maxWidth) return columns;
  return widestGridColumns;
}

/**
 * Columns of a card grid whose cards are `itemWidth` px wide, `gap` px apart: the spec's count for the width,
 * fewer when its cards would not fit whole (a card is never cropped), and at least one.
 */
export function fittingColumns(width: number, itemWidth: number, gap: number): number {
  return Math.max(1, Math.min(gridColumns(width), Math.floor((width + gap) / (itemWidth + gap))));
}

/** Rows the extra deck grid needs at a column count (it holds at most 15 cards). */
export function extraDeckRows(columns: number): number {
  return Math.ceil(deckRules.extraDeck.max / columns);
}
