import { defineHandler } from '@progression/service-kit';
import { League } from '../../models/league';
import { ensureLeague, storeMatches } from '../../domain/schedule';
import { pairsWith } from '../../domain/round-robin';

/**
 * Keeps the game's players (with usernames, for the score tables); a player joining during a round-robin
 * week gets a match against every other player for that week (in a Swiss week, a place in its next round). Idempotent: the player is added once, and the
 * matches have ids derived from game, week and pair (see week-started for why the order of writes
 * matters).
 */
export const playerJoined = defineHandler({
  name: 'keep-players',
  events: ['game.player.joined'],
  async handle(event) {
    const { gameId, player } = event.data;
    const { playerId, userId, username, isAdmin, joinedDuringWeek } = player;
    await ensureLeague(gameId);
    await League.updateOne(
      { _id: gameId, 'players.playerId': { $ne: playerId } },
      { $push: { players: { playerId, userId, username, isAdmin, joinedDuringWeek } } },
    );
    if (joinedDuringWeek === 0) return;
    const league = await League.findById(gameId, { players: 1, weeks: 1 }).lean();
    const week = league?.weeks.find((each) => each.week === joinedDuringWeek);
    // Not stored yet: week-started will pair this player when it runs. A Swiss week pairs them from its
    // next round on.
    if (!league || !week || week.pairing === 'SWISS') return;
    const others = [
      ...week.playerIds,
      ...league.players
        .filter((each) => each.joinedDuringWeek === joinedDuringWeek)
        .map((each) => each.playerId),
    ];
    await storeMatches(gameId, week.week, week.weekId, pairsWith(playerId, others));
  },
});
