import { Match } from '../models/match';
import { League } from '../models/league';
import { storeMatches } from './schedule';
import { pairSwissRound } from './swiss';
import { pointsPerWin } from './tiebreakers';

interface StoredRound {
  round: number;
  pairs: string[][];
  bye?: string | null;
}

/**
 * Pairs round `round` of a Swiss week, once: the pairing is computed from the game's results so far and
 * written into the week with a condition that no round `round` is there yet, so of two replicas (or a
 * redelivery and a report) pairing at once one wins and the other changes nothing. The round's matches
 * are then inserted from what was written (see `storeRoundMatches`). Answers whether this call paired it.
 */
export async function pairRound(gameId: string, week: number, round: number): Promise<boolean> {
  const league = await League.findById(gameId, { players: 1, weeks: 1 }).lean();
  const theWeek = league?.weeks.find((each) => each.week === week);
  if (!league || !theWeek || theWeek.rounds.some((each) => each.round === round)) return false;
  if (round > 1 && !theWeek.rounds.some((each) => each.round === round - 1)) return false;

  const entrantIds = [
    ...new Set([
      ...theWeek.playerIds,
      ...league.players.filter((each) => each.joinedDuringWeek === week).map((each) => each.playerId),
    ]),
  ];
  const matches = await Match.find({ gameId }, { firstPlayerId: 1, secondPlayerId: 1, winnerId: 1 }).lean();
  const byes = league.weeks.flatMap((each) => each.rounds.map((stored) => stored.bye)).filter(Boolean);
  const points = new Map<string, number>();
  const add = (playerId: string) => points.set(playerId, (points.get(playerId) ?? 0) + pointsPerWin);
  for (const match of matches) if (match.winnerId) add(match.winnerId);
  for (const playerId of byes) add(playerId!);
  const { pairs, bye } = pairSwissRound(
    entrantIds.map((playerId) => ({
      playerId,
      points: points.get(playerId) ?? 0,
      byes: byes.filter((each) => each === playerId).length,
    })),
    matches.map((match) => [match.firstPlayerId, match.secondPlayerId]),
  );

  const written = await League.updateOne(
    { _id: gameId, weeks: { $elemMatch: { week, 'rounds.round': { $ne: round } } } },
    { $push: { 'weeks.$.rounds': { round, pairs, bye } } },
  );
  if (written.modifiedCount === 0) return false;
  await storeRoundMatches(gameId, week, theWeek.weekId, { round, pairs, bye });
  return true;
}

/** Inserts a stored round's matches (again after a crash between the two writes: nothing is doubled). */
export const storeRoundMatches = (
  gameId: string,
  week: number,
  weekId: string,
  { round, pairs }: StoredRound,
) => storeMatches(gameId, week, weekId, pairs, round);

/** Inserts again every stored round of the week (what a crash may have left without its matches). */
export async function restoreRounds(gameId: string, week: number): Promise<void> {
  const league = await League.findById(gameId, { weeks: 1 }).lean();
  const theWeek = league?.weeks.find((each) => each.week === week);
  for (const { round, pairs } of theWeek?.rounds ?? [])
    await storeRoundMatches(gameId, week, theWeek!.weekId, { round, pairs: pairs as unknown as string[][] });
}

/** The latest round paired in a Swiss week (0 before the first). */
export const latestRound = (rounds: { round: number }[]) => Math.max(0, ...rounds.map((each) => each.round));

/**
 * After a result of a Swiss week: when every match of the week's latest round is decided and the week has
 * rounds left, the next round is paired.
 */
export async function pairNextRoundWhenDone(gameId: string, week: number): Promise<void> {
  const league = await League.findById(gameId, { weeks: 1, config: 1 }).lean();
  const theWeek = league?.weeks.find((each) => each.week === week);
  if (!league || !theWeek || theWeek.pairing !== 'SWISS') return;
  const round = latestRound(theWeek.rounds);
  if (round < 1 || round >= (theWeek.swissRounds ?? 0)) return;
  const open = await Match.countDocuments({ gameId, weekNum: week, round, winnerId: null });
  if (open === 0) await pairRound(gameId, week, round + 1);
}
