/**
 * Registered decks (issue 25): each week a player registers one deck, frozen as a copy and judged at
 * registration; the admin sees every registration; opponents see each other's after their match.
 */
export const deckRegistrationsMessages = {
  register: 'Register for this week',
  registerAgain: 'Register this deck instead',
  /** A Register button's accessible name: its visible text first, then the deck ("Register for this week, Goats"). */
  registerDeck: (action: string, deck: string) => `${action}, ${deck}`,
  registered: (deck: string, week: number) => `"${deck}" is registered for week ${week}`,
  registeredForWeek: (week: number) => `Registered for week ${week}`,
  yourRegistration: (week: number) => `Your registered deck for week ${week}`,
  noRegistration: (week: number) => `You have not registered a deck for week ${week}`,
  registeredCopy: (deck: string, date: string) => `"${deck}" as registered on ${date}`,
  frozenNote: 'Later changes to the deck do not change the registered copy.',
  openUntil: (date: string) => `Registration closes on ${date} or when the week's first result is reported`,
  openUntilFirstResult: "Registration closes when the week's first result is reported",
  closedNotice: (week: number) => `Registration for week ${week} is closed`,
  /** 409: a registration (or a change of it) after the week's registration closed. */
  closed: (week: number) => `Registration for week ${week} is closed`,
  notStarted: 'This game has not been started',
  legal: 'Legal',
  illegal: 'Not legal',
  whyIllegal: (deck: string) => `Why ${deck} is not legal`,
  opponentsTitle: (week: number) => `Opponents' registered decks, week ${week}`,
  opponentsEmpty: "After a match is reported, your opponent's registered deck is shown here.",
  viewOpponentDeck: (player: string) => `View ${player}'s registered deck`,
  /** The matches page's column and its short link (the accessible name is `viewOpponentDeck`). */
  matchColumn: 'Registered deck',
  view: 'View',
  opponentDeckTitle: (player: string, week: number) => `${player}'s registered deck for week ${week}`,
  /** 404: a registered deck the caller may not see (not yet played against, or none). */
  notFound: 'Could not find a registered deck',
  /** The admin's panel. */
  adminTitle: 'Registered decks',
  adminWeek: (week: number) => `Week ${week}`,
  adminPlayer: 'Player',
  adminDeck: 'Deck',
  adminValidity: 'Validity',
  adminFlag: 'Flag',
  adminFlagged: (n: number) =>
    n === 0
      ? 'Every player has a legal registered deck'
      : `${n} ${n === 1 ? 'player has' : 'players have'} no legal registered deck`,
  adminNoPlayers: 'No players yet',
  closeTimeLabel: 'Registration closes at (your time)',
  closeTimeSave: 'Save closing time',
  closeTimeClear: 'Clear closing time',
  closeTimeSaved: 'Closing time saved',
  closeTimeCleared: 'Closing time cleared',
  /** 400: a closing time for a week that is over or too far ahead. */
  closeTimeWeek: (active: number) => `A closing time can be set for week ${active} or ${active + 1}`,
  closedAt: (date: string) => `Closed on ${date}`,
} as const;
