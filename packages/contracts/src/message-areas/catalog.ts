/** The card catalog (sets, cards, images). */
export const catalogMessages = {
  /** Until the first card import is complete: never a partial list. */
  importing: 'The card catalog is still being imported; please try again in a minute',
  setNotFound: (id: string) => `Could not find set: ${id}`,
  /** Too many images asked that the catalog does not have, from one client. */
  tooManyUnknownImages: 'Too many requests for card images that do not exist, please try again later',
  /** The image store is fetching as many images as it may at once. */
  imagesBusy: 'Card images are busy loading, please try again in a moment',
  pageTooLarge: (max: number) => `A page holds at most ${max} cards`,
  gameRequired: 'The game query parameter is required (game=YUGIOH)',
  /** MTG and POKEMON are named by the contracts but not built. */
  unsupportedGame: (game: string) =>
    `The card game ${game} is not supported: only YUGIOH cards are available`,
  /** A card id is a passcode: digits only. */
  invalidCardId: 'This is not a valid card id',
  dateFormat: 'date must be YYYY-MM-DD',
  noBanlistInForce: (format: string, date: string) => `There is no ${format} banlist in force on ${date}`,
} as const;
