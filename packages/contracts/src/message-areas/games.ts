/** Games, players, weeks and invite codes. */
export const gamesMessages = {
  joinedGame: (name: string) => `Joined game ${name} successfully`,
  inviteCodeNotFound: 'Could not find a game with that code',
  copiedInviteCode: 'Copied game invite code to clipboard',
  notStarted: 'This game has not been started',
  /** The state of a game before week 1, beside `labels.gameStatus` for the states after. */
  notStartedState: 'Not started',
  /** The active week, as the admin page's Active Week panel heads it. */
  week: (week: number) => `Week ${week}`,
  notStartedInvite: 'This game has not been started yet, but you can still invite players to the game',
  allMatchesCompleted: 'You have completed all your matches for this week',
  noUpcomingDrafts: 'You have no upcoming drafts',
  noDecks: 'You have not created any decks',
  playerHasOpenMatches: (username: string) => `${username} has not completed all their matches`,
  nextWeekReady: 'The next week is ready to start',
  creatingGame: 'Creating game...',
  midGameDraftsSetting: 'Give players who join mid game all prior drafts?',
  alreadyJoined: 'You have already joined this game',
  gameComplete: 'This game is complete',
  notAPlayer: 'You are not a player of this game',
  adminOnly: 'Only the admin of this game can do this',
  /**
   * The forbidden page, where the admin guard sends whoever it refuses: true for a player who is not an
   * admin, a user outside the game, and a check the server could not answer.
   */
  forbiddenTitle: 'You cannot open this page',
  forbiddenText:
    "Only the admins of a game can open its admin pages. Open a game you run from your games, or ask this game's admin.",
  /** A second start of the same week (concurrent or repeated) is refused. */
  weekAlreadyStarted: 'This week has already been started',
  weekRequired: 'Say which week to start',
  /** A start naming a week past the next one. */
  weekNotNext: (week: number, next: number) => `Week ${week} cannot be started: the next week is ${next}`,
  tooManyGames: (max: number) => `You cannot create more than ${max} games`,
  tooManyInviteChecks: 'Too many invite code attempts, please wait a minute and try again',
} as const;
