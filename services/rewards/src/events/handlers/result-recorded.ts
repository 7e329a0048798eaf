import { applyOnce, defineHandler } from '@progression/service-kit';
import { Standing, standingId } from '../../models/standing';

/**
 * Counts each player's wins and losses, the win and loss tracks' counters. Ordered, so the results of one
 * match arrive in turn: an event first undoes the result it replaces (`previousWinnerId`), then counts its
 * own (a reset counts nothing). Each player's change is applied once per event (the inbox).
 */
export const resultRecorded = defineHandler({
  name: 'count-results',
  events: ['match.result.recorded'],
  ordered: true,
  async handle(event) {
    const { gameId, firstPlayerId, secondPlayerId, winnerId, previousWinnerId } = event.data;
    const delta = new Map<string, { wins: number; losses: number }>([
      [firstPlayerId, { wins: 0, losses: 0 }],
      [secondPlayerId, { wins: 0, losses: 0 }],
    ]);
    const count = (winner: string | null, sign: 1 | -1) => {
      const loser = winner === firstPlayerId ? secondPlayerId : firstPlayerId;
      if (!winner || !delta.has(winner)) return;
      delta.get(winner)!.wins += sign;
      delta.get(loser)!.losses += sign;
    };
    count(previousWinnerId, -1);
    count(winnerId, 1);
    for (const [playerId, { wins, losses }] of delta) {
      if (wins === 0 && losses === 0) continue;
      const _id = standingId(gameId, playerId);
      await Standing.updateOne({ _id }, { $setOnInsert: { gameId, playerId } }, { upsert: true });
      await applyOnce(Standing, event.id, { _id }, { $inc: { wins, losses } });
    }
  },
});
