import type { MatchLegEntry, MatchStanding, SwissStanding } from '@progression/contracts';
import { Match } from '../models/match';
import { League } from '../models/league';
import { currentScores } from './current-scores';
import { computeLegs, rankLeg, type ComputedLeg, type LegPlayer } from './legs';
import { standingsWithTiebreakers, type ScoredMatch } from './tiebreakers';
import { gamesOfScore, type GameScore } from '@progression/contracts';

interface StoredGame {
  config: { legsEnabled: boolean; legLength: number; placementScores: number[] };
  activeWeek: number;
  finalWeek: number | null;
  players: LegPlayer[];
  matches: ScoredMatch[];
  /** Whether any week was paired Swiss, and the players with a bye, once per bye. */
  swiss: boolean;
  byes: string[];
}

/** A stored game's config, weeks, players and matches (null if unknown). */
async function readGame(gameId: string): Promise<StoredGame | null> {
  const league = await League.findById(gameId, { outbox: 0 }).lean();
  if (!league) return null;
  // Unplayed matches count too: they put their players in the leg's table (with no place).
  const matches = await Match.find(
    { gameId },
    { weekNum: 1, firstPlayerId: 1, secondPlayerId: 1, winnerId: 1, score: 1 },
  ).lean();
  return {
    config: {
      legsEnabled: league.config?.legsEnabled ?? false,
      legLength: league.config?.legLength ?? 0,
      placementScores: league.config?.placementScores ?? [],
    },
    activeWeek: league.activeWeek,
    finalWeek: league.finalWeek ?? null,
    players: league.players,
    swiss: league.config?.pairing === 'SWISS' || league.weeks.some((week) => week.pairing === 'SWISS'),
    byes: league.weeks.flatMap((week) =>
      week.rounds.map((round) => round.bye).filter((bye) => !!bye),
    ) as string[],
    // Only confirmed results count: `winnerId` and `score` are the confirmed ones (a pending result is
    // kept apart, in `reported`).
    matches: matches.map((match) => ({
      weekNum: match.weekNum,
      firstPlayerId: match.firstPlayerId,
      secondPlayerId: match.secondPlayerId,
      winnerId: match.winnerId ?? null,
      ...gamesOf(match),
    })),
  };
}

/** A confirmed score as each player's games (none recorded: the tiebreakers count the result as 1-0). */
function gamesOf(match: { firstPlayerId: string; winnerId?: string | null; score?: string | null }) {
  if (!match.winnerId || !match.score) return {};
  const { winner, loser } = gamesOfScore(match.score as GameScore);
  const firstWon = match.winnerId === match.firstPlayerId;
  return { firstGames: firstWon ? winner : loser, secondGames: firstWon ? loser : winner };
}

const legsOf = (game: StoredGame) =>
  computeLegs(game.config, game.activeWeek, game.matches, game.players, game.finalWeek);

/** The legs of a stored game (none if unknown). */
export async function legsOfGame(gameId: string): Promise<ComputedLeg[]> {
  const game = await readGame(gameId);
  return game ? legsOf(game) : [];
}

export interface GameScores {
  legs: ComputedLeg[];
  currentScores: MatchLegEntry[];
  /** Every week's results, placed as a leg is (legs on or off). */
  standings: MatchStanding[];
  /** With Swiss pairing, every week's results placed by match points and tiebreakers. */
  swissStandings: SwissStanding[];
}

/** The legs, Current Scores and standings of a stored game, computed now from its matches. */
export async function scoresOfGame(gameId: string): Promise<GameScores> {
  const game = await readGame(gameId);
  if (!game) return { legs: [], currentScores: [], standings: [], swissStandings: [] };
  const legs = legsOf(game);
  return {
    legs,
    currentScores: currentScores(legs),
    standings: rankLeg(game.matches, game.players, []).map(({ points: _points, ...standing }) => standing),
    swissStandings: game.swiss
      ? standingsWithTiebreakers(game.players, game.matches, game.byes).map(
          ({ playerId: _playerId, ...standing }) => standing,
        )
      : [],
  };
}
