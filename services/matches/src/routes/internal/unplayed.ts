import Router from '@koa/router';
import { matchesCalls } from '@progression/contracts';
import { serveCall } from '@progression/service-kit';
import { Match } from '../../models/match';

/**
 * `GET /internal/matches/unplayed?game=&week=` (service tokens only, `matchesCalls.unplayedMatches`): the
 * players with matches of that week still without a winner, and how many each. Games asks it when a
 * scheduled week starts (the admin's start check) and 24 hours before (the reminder): matches owns the
 * truth, so games keeps no copy of results.
 */
export function unplayedRouter(): Router {
  const router = new Router();
  serveCall(router, matchesCalls.unplayedMatches, async ({ query }) => {
    const open = await Match.find(
      { gameId: query.game, weekNum: query.week, winnerId: null },
      { _id: 0, firstPlayerId: 1, secondPlayerId: 1 },
    ).lean();
    const counts = new Map<string, number>();
    for (const match of open)
      for (const playerId of [match.firstPlayerId, match.secondPlayerId])
        counts.set(playerId, (counts.get(playerId) ?? 0) + 1);
    return { players: [...counts].map(([playerId, unplayed]) => ({ playerId, unplayed })) };
  });
  return router;
}
