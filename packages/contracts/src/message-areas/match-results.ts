/**
 * Confirmed results (the match config's `confirmResults`): the matches page's status, Confirm and
 * Dispute, game scores, the admin's resolution, the refusals, the bell and the chat bot.
 */
export const matchResultsMessages = {
  confirm: 'Confirm',
  dispute: 'Dispute',
  confirmAgainst: (opponent: string) => `Confirm the result against ${opponent}`,
  disputeAgainst: (opponent: string) => `Dispute the result against ${opponent}`,
  disputeTitle: 'Dispute the result',
  disputeDescription: (winner: string) =>
    `The reported result says ${winner} won. Tell the game's admin what happened; their decision is final.`,
  reasonLabel: 'Reason',
  reasonHelp: (max: number) => `At most ${max} characters`,
  sendDispute: 'Send dispute',
  cancel: 'Cancel',
  resultConfirmed: 'Result confirmed',
  resultDisputed: "Result disputed: the game's admin will decide",
  resultReported: 'Result reported: your opponent confirms it',
  statusColumn: 'Status',
  pendingResult: (winner: string, score: string | null) =>
    `${winner} won${score ? ` ${score}` : ''} (reported)`,
  confirmedResult: (winner: string, score: string | null) => `${winner} won${score ? ` ${score}` : ''}`,
  autoConfirmsAt: (when: string) => `Confirms itself on ${when}`,
  disputedBecause: (username: string, reason: string) => `Disputed by ${username}: ${reason}`,
  scoreLabel: 'Score',
  noScore: 'No score',
  scoreAgainst: (opponent: string) => `Score against ${opponent}`,
  resolveTitle: 'Resolve the dispute',
  resolveWon: (username: string) => `${username} won`,
  resolveAs: (username: string) => `Resolve: ${username} won`,
  resolved: 'Dispute resolved',
  // Refusals of the server.
  notOpponent: 'Only the opponent of the player who reported this result can confirm or dispute it',
  notPending: 'This result is not waiting for confirmation',
  confirmedAdminOnly: "This result is confirmed: only the game's admin can change it",
  disputedAdminOnly: "This result is disputed: the game's admin decides it",
  opponentReported: 'Your opponent reported this match: confirm or dispute their result',
  reasonRange: (max: number) => `Give a reason of 1 to ${max} characters`,
  invalidScore: "The score must be 2-0, 2-1 or 1-0, the winner's games first",
  scoreNeedsWinner: 'A score needs a winner',
  autoConfirmHoursRange: (min: number, max: number) =>
    `The auto-confirm time must be a whole number of hours from ${min} to ${max}`,
  // The match config panel.
  confirmResultsLabel: 'Opponents confirm results',
  autoConfirmHoursLabel: 'Auto-confirm after (hours)',
  // The bell.
  confirmOrDispute: (reporter: string, week: number, game: string) =>
    `${reporter} reported your week ${week} match in ${game}: confirm or dispute the result`,
  disputedNotice: (username: string, week: number, game: string, reason: string) =>
    `${username} disputed a week ${week} result in ${game}: ${reason}`,
  // The chat bot.
  announcePending: (
    game: string,
    week: number,
    reporter: string,
    winner: string,
    loser: string,
    score: string | null,
    opponent: string,
  ) =>
    `${game}, week ${week}: ${reporter} reported that ${winner} beat ${loser}${score ? ` ${score}` : ''}. ${opponent}, please confirm or dispute it.`,
  confirmButton: (username: string) => `Confirm (${username})`,
  disputeLink: 'Dispute on the matches page',
} as const;
