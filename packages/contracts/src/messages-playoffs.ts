/**
 * Every text of the playoffs (issue 25): the bracket page, the admin's start, the refusals, the bell and
 * the chat bot. Kept apart from `messages.ts`, which spreads it in as `messages.playoffs`.
 */
export const playoffMessages = {
  title: 'Playoffs',
  notStarted: 'The playoff has not started yet.',
  adminStartsIt:
    "The game's admin starts the playoff from the admin page once the last week of the plan has started.",
  startTitle: 'Playoff',
  startIntro:
    'A single-elimination playoff of the top of the season standings (with their tiebreakers): 1 against 8, 4 against 5, 2 against 7 and 3 against 6 (top 4: 1 against 4, 2 against 3). Its final completes the game.',
  sizeLabel: 'Players',
  size: (size: number) => `Top ${size}`,
  bestOfLabel: 'Matches',
  bestOf: (bestOf: number) => `Best of ${bestOf}`,
  start: 'Start playoff',
  started: 'The playoff has started',
  view: 'View the bracket',
  alreadyStartedNote: 'The playoff has started.',
  bracket: 'Bracket',
  roundName: (round: number, rounds: number) =>
    round === rounds
      ? 'Final'
      : round === rounds - 1
        ? 'Semi-finals'
        : round === rounds - 2
          ? 'Quarter-finals'
          : `Round ${round}`,
  matchLabel: (round: string, slot: number) => `${round}, match ${slot + 1}`,
  seed: (seed: number) => `Seed ${seed}`,
  waiting: 'To be decided',
  winner: 'Winner',
  champion: (username: string) => `Champion: ${username}`,
  score: (first: number, second: number) => `${first}-${second}`,
  reportWin: (username: string, winnerGames: number, loserGames: number) =>
    `${username} wins ${winnerGames}-${loserGames}`,
  reportTitle: 'Report the result',
  correctTitle: 'Correct the result',
  resultReported: 'Result reported',
  // Refusals.
  notFound: 'This game has no playoff',
  matchNotFound: 'Could not find this playoff match',
  sizeInvalid: 'A playoff takes the top 4 or the top 8',
  bestOfInvalid: 'A playoff match is best of 1 or best of 3',
  scoreInvalid: 'A score counts the games each player won, 0 to 2',
  scoreNotBestOf: (bestOf: number) =>
    bestOf === 3 ? 'A best-of-3 match is won 2-0 or 2-1' : 'A best-of-1 match is won 1-0',
  alreadyStarted: 'The playoff of this game has already started',
  notAtEnd: (lastWeek: number) =>
    `The playoff starts once the last week of the plan (week ${lastWeek}) has started`,
  tooFewPlayers: (size: number, players: number) =>
    `A playoff of the top ${size} needs ${size} players; this game has ${players}`,
  notInMatch: 'You are not playing in this playoff match',
  playersNotKnown: 'This match waits for the winners of the matches before it',
  alreadyReported: 'This match already has a result; the admin of the game can correct it',
  notCorrectable: 'This result can no longer be corrected: the next match has been played',
  finalDecided: 'The final is decided: the game is complete',
  // The bell and the chat bot.
  championNotification: (username: string, game: string) => `${username} is the champion of ${game}!`,
  announceChampion: (game: string, username: string, runnerUp: string, score: string) =>
    `**${game}**: ${username} beat ${runnerUp} ${score} in the final and is the champion!`,
};
