/** Generic and internal errors (section 8). */
export const errorsMessages = {
  generic: 'There was an error',
  notFound: 'Not found',
  invalidRequest: 'The request is not valid',
  /** A value of the wrong type (an id that is not one, text where a number belongs). */
  invalidField: (field: string) => `The ${field} is not valid`,
  /** A field the stored record does not have. */
  unknownField: (field: string) => `There is no field named ${field}`,
  alreadyExists: 'This already exists',
  valueTaken: (field: string) => `This ${field} is already taken`,
  /** Two edits of the same record at once: the later one is refused. */
  changedElsewhere: 'This was changed elsewhere; reload it and try again',
  methodNotAllowed: 'This method is not allowed here',
  requestTooLarge: 'The request body is too large',
  headersTooLarge: 'The request headers are too large',
  tooManyValues: (max: number) => `At most ${max} values may be given at once`,
  /** The gateway could not reach the service behind a path, or the service failed mid-answer. */
  serviceUnavailable: 'The service is not available',
  serviceNotConfigured: (service: string) => `The ${service} service is not configured`,
  tooManyRequests: 'Too many requests, please try again later',
  /** Another service refused our own credentials, failed, or answered something unreadable. */
  serviceFailed: 'A service this page needs did not answer properly; please try again later',
  /** An id that cannot name anything (not 24 hexadecimal digits). */
  invalidId: 'This is not a valid id',
  noSetsForType: (type: string) => `No sets for type ${type}. Were card sets fetched?`,
  weekNotFound: 'Could not find week',
  gameNotFound: (id: string) => `Could not find game: ${id}`,
  cardNotFound: (id: string) => `Could not find card: ${id}`,
  playerNotFound: 'Could not find player',
  noYugiohMetaData: 'Card does not have yugioh metadata',
  nonYugiohCardDetails: 'Cannot load details for non-yugioh card',
  unknownYugiohCardType: 'Unknown YugiohCardType',
  unknownYugiohCardRace: 'Unknown YugiohCardRace',
  currentPackUndefined: 'current pack is undefined?',
  gameNotLoaded: 'Game is not loaded',
  noModeSelected: 'No mode selected',
  matchWithoutId: 'Match does not have an id',
  noActiveWeek: 'There is no active week',
  deckWithoutId: 'Deck does not have an id after creation',
  packDraftNotFound: (id: string) => `Could not find pack draft: ${id}`,
  rewardNotFound: (id: string) => `Could not find reward: ${id}`,
  pageNotReady: 'Page is not ready',
  cardNotInDeck: 'Card is not in the deck',
} as const;
