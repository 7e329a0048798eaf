import { League } from '../models/league';
import { Match } from '../models/match';
import { standingsWithTiebreakers, type ScoredMatch } from './tiebreakers';

export interface SeededPlayer {
  seed: number;
  playerId: string;
  userId: string;
  username: string;
}

/**
 * The game's players in the order of the season standings with their tiebreakers (match points,
 * opponents' match-win %, game-win %, head to head; see tiebreakers.ts), over every week and round, byes
 * included. Players still equal on all of them keep the order they joined the game in, and players with no
 * decided match come last, so every player has a seed.
 */
export async function seasonSeeds(gameId: string): Promise<SeededPlayer[]> {
  const league = await League.findById(gameId, { players: 1, weeks: 1 }).lean();
  if (!league) return [];
  // Game scores, where a result recorded them, count for game-win %; a result without them counts 1-0.
  const matches = await Match.collection
    .find<ScoredMatch>(
      { gameId },
      {
        projection: {
          weekNum: 1,
          firstPlayerId: 1,
          secondPlayerId: 1,
          winnerId: 1,
          firstGames: 1,
          secondGames: 1,
        },
      },
    )
    .toArray();
  const byes = league.weeks.flatMap((week) => week.rounds.flatMap((round) => (round.bye ? [round.bye] : [])));
  return standingsWithTiebreakers(
    league.players,
    matches.map((match) => ({ ...match, winnerId: match.winnerId ?? null })),
    byes,
  ).map((line, index) => ({
    seed: index + 1,
    playerId: line.playerId,
    userId: line.userId,
    username: line.username,
  }));
}
