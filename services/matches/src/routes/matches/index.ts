import Router from '@koa/router';
import { createEvent, messages } from '@progression/contracts';
import { access, currentUser, NotFound, outboxPush, type OutboxRelay } from '@progression/service-kit';
import type { Games } from '../../clients';
import { serviceName } from '../../env';
import { listCache } from '../../domain/list-cache';
import { bumpMatchesVersion } from '../../domain/schedule';
import { pairNextRoundWhenDone } from '../../domain/swiss-rounds';
import { League } from '../../models/league';
import { Match } from '../../models/match';
import { presentMatch } from '../../models/match.presenter';
import { policies } from '../../policies';
import { listMatches, matchById, updateMatch } from './schema';

const matchFields = '-outbox -correction -createdAt -updatedAt';
const listFields = {
  _id: 1,
  gameId: 1,
  weekId: 1,
  weekNum: 1,
  firstPlayerId: 1,
  secondPlayerId: 1,
  winnerId: 1,
  round: 1,
};
type MatchRow = Parameters<typeof presentMatch>[0];
/** Concurrent reports retry their conditional write at most this often before giving up with a 409. */
const maxAttempts = 10;

/** `/rest/api/matches`: a game's matches, and the result its players (or its admin) report. */
export function matchesRouter({ outbox, games }: { outbox: OutboxRelay; games: Games }): Router {
  const router = new Router({ prefix: '/rest/api/matches' });
  const cache = listCache();

  router.get('/', listMatches, async (ctx) => {
    const { game } = listMatches.input(ctx).query;
    const league = await League.findById(game, { players: 1, matchesVersion: 1, weeks: 1 }).lean();
    policies.playerOf(league, currentUser(ctx), game);
    const version = league!.matchesVersion ?? 0;
    let body = cache.get(game, version);
    if (!body) {
      // The driver directly, projected to the covering index's fields: the list is the hot read.
      const matches = await Match.collection
        .find<MatchRow>({ gameId: game }, { projection: listFields })
        .sort({ weekNum: 1, _id: 1 })
        .toArray();
      const byes = league!.weeks.flatMap((week) =>
        week.rounds
          .filter((round) => round.bye)
          .map((round) => ({ weekNum: week.week, round: round.round, playerId: round.bye! })),
      );
      body = JSON.stringify({ matches: matches.map(presentMatch), byes });
      cache.set(game, version, body);
    }
    ctx.type = 'application/json';
    ctx.body = body;
  });

  /**
   * The match, if its game shows it to the caller and they may report it (its players in the active week,
   * the admin in any), checked before the result is read. The active week is read from games: from the
   * instant a week starts the week before is closed, while this service's copy learns of it an event later.
   */
  const mayReport = access(async (ctx) => {
    const found = await Match.findById(matchById.input(ctx).params.id, matchFields).lean();
    if (!found) throw new NotFound(messages.matches.matchNotFound);
    const league = await League.findById(found.gameId, { players: 1 }).lean();
    const player = policies.playerSeeingMatch(league, currentUser(ctx));
    const { game } = await games.internalGame({ params: { id: found.gameId } });
    return { found, ...policies.assertMayReport(player, found, game.activeWeek) };
  });
  router.put('/:id', matchById, mayReport, updateMatch, async (ctx) => {
    const { params } = matchById.input(ctx);
    const { body } = updateMatch.input(ctx);
    const user = currentUser(ctx);
    const { found, correction } = mayReport.of(ctx);
    policies.assertWinnerOf(found, body.winnerId);

    // The write is conditional on the winner we read, and the event names that winner as the previous
    // one: two reports at once both land in order (the last wins) and each event undoes exactly the one
    // before it. A report that lost the race reads again and retries.
    let current = found;
    for (let attempt = 0; attempt < maxAttempts; attempt += 1) {
      const previousWinnerId = current.winnerId ?? null;
      if (previousWinnerId === body.winnerId) {
        ctx.body = presentMatch(current);
        return;
      }
      const event = createEvent('match.result.recorded', serviceName, {
        version: 1,
        gameId: current.gameId,
        matchId: current._id,
        week: current.weekNum,
        firstPlayerId: current.firstPlayerId,
        secondPlayerId: current.secondPlayerId,
        winnerId: body.winnerId,
        previousWinnerId,
      });
      const updated = await Match.findOneAndUpdate(
        { _id: current._id, winnerId: previousWinnerId },
        {
          $set: {
            winnerId: body.winnerId,
            ...(correction && { correction: { byUserId: user.id, at: new Date(), previousWinnerId } }),
          },
          $push: outboxPush(event),
        },
        { returnDocument: 'after', projection: matchFields },
      ).lean();
      if (updated) {
        await bumpMatchesVersion(updated.gameId);
        await outbox.flush(updated._id);
        await pairNextRoundWhenDone(updated.gameId, updated.weekNum);
        ctx.body = presentMatch(updated);
        return;
      }
      const again = await Match.findById(params.id, matchFields).lean();
      if (!again) throw new NotFound(messages.matches.matchNotFound);
      current = again;
    }
    throw new Error(`match ${params.id}: the result kept changing under ${maxAttempts} attempts`);
  });

  return router;
}
