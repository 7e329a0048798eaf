/**
 * Notifications (the top bar's bell). The spec names only the bell; "You have no notifications" is the
 * shell's text, the rest ours. `game` is the game's name (or "your game" before the service learns it),
 * `opponent` the other player's name (or "your opponent").
 */
export const notificationsMessages = {
  title: 'Notifications',
  none: 'You have no notifications',
  markAllRead: 'Mark all as read',
  loadFailed: 'Could not load your notifications',
  unreadLabel: (count: number) => (count === 1 ? '1 unread notification' : `${count} unread notifications`),
  sayWhichToRead: 'Say which notifications to mark as read: ids or all',
  someGame: 'your game',
  weekStarted: (week: number, game: string) =>
    `Week ${week} of ${game} has started: new drafts and matches are waiting for you`,
  customDraft: (game: string) => `A custom draft was assigned to you in ${game}`,
  /** The opponent of a match while the service does not know their name yet. */
  someOpponent: 'your opponent',
  resultRecorded: (week: number, opponent: string, game: string, won: boolean) =>
    `The result of your week ${week} match against ${opponent} in ${game} was recorded: you ${won ? 'won' : 'lost'}`,
  resultReset: (week: number, opponent: string, game: string) =>
    `The result of your week ${week} match against ${opponent} in ${game} was reset`,
  rewardGranted: (game: string) => `You received a new reward in ${game}`,
  rewardReverted: (game: string) => `The admin of ${game} reverted a reward you claimed`,
  rewardDeleted: (game: string) => `The admin of ${game} deleted one of your rewards`,
  playerJoined: (username: string, game: string) => `${username} joined ${game}`,
  gameCompleted: (game: string) => `${game} is complete`,
  /** A booster draft pick is due (the bell and the chat bot's channel alike). */
  pickDue: (player: string, game: string) => `${player}, your pick in ${game}`,
} as const;
