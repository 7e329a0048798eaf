import { Match } from '../models/match';
import { League } from '../models/league';
import { computeLegs, type ComputedLeg } from './legs';

/** The legs of a stored game from its config, active week, players and matches (none if unknown). */
export async function legsOfGame(gameId: string): Promise<ComputedLeg[]> {
  const league = await League.findById(gameId, { outbox: 0 }).lean();
  if (!league) return [];
  // Unplayed matches count too: they put their players in the leg's table.
  const matches = await Match.find(
    { gameId },
    { weekNum: 1, firstPlayerId: 1, secondPlayerId: 1, winnerId: 1 },
  ).lean();
  return computeLegs(
    {
      legsEnabled: league.config?.legsEnabled ?? false,
      legLength: league.config?.legLength ?? 0,
      placementScores: league.config?.placementScores ?? [],
    },
    league.activeWeek,
    matches.map((match) => ({
      weekNum: match.weekNum,
      firstPlayerId: match.firstPlayerId,
      secondPlayerId: match.secondPlayerId,
      winnerId: match.winnerId ?? null,
    })),
    league.players,
    league.finalWeek ?? null,
  );
}
