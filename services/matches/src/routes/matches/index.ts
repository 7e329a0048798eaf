import Router from '@koa/router';
import { defaultAutoConfirmHours, messages } from '@progression/contracts';
import { access, currentUser, NotFound, type OutboxRelay } from '@progression/service-kit';
import type { Games } from '../../clients';
import { listCache } from '../../domain/list-cache';
import { reportChange } from '../../domain/report';
import { afterResultChange, resultFields, writeResult } from '../../domain/results';
import { League } from '../../models/league';
import { Match } from '../../models/match';
import { presentMatch } from '../../models/match.presenter';
import { policies } from '../../policies';
import { listMatches, matchById, updateMatch } from './schema';

const listFields = {
  _id: 1,
  gameId: 1,
  weekId: 1,
  weekNum: 1,
  firstPlayerId: 1,
  secondPlayerId: 1,
  winnerId: 1,
  round: 1,
  resultStatus: 1,
  score: 1,
  reported: 1,
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
    const found = await Match.findById(matchById.input(ctx).params.id, resultFields).lean();
    if (!found) throw new NotFound(messages.matches.matchNotFound);
    // The league and the game's active week (the truth, from games) are read side by side.
    const [league, { game }] = await Promise.all([
      League.findById(found.gameId, { players: 1, config: 1 }).lean(),
      games.internalGame({ params: { id: found.gameId } }),
    ]);
    const player = policies.playerSeeingMatch(league, currentUser(ctx));
    return { found, league, player, ...policies.assertMayReport(player, found, game.activeWeek) };
  });
  router.put('/:id', matchById, mayReport, updateMatch, async (ctx) => {
    const { params } = matchById.input(ctx);
    const { body } = updateMatch.input(ctx);
    const user = currentUser(ctx);
    const { found, league, correction, player } = mayReport.of(ctx);
    policies.assertWinnerOf(found, body.winnerId);
    const settings = {
      confirmResults: league?.config?.confirmResults ?? false,
      autoConfirmHours: league?.config?.autoConfirmHours ?? defaultAutoConfirmHours,
    };

    // The write is conditional on the result we read, and a recorded event names the counted winner
    // before it: two reports at once both land in order (the last wins) and each event undoes exactly the
    // one before it. A report that lost the race reads again and decides again.
    let current = found;
    for (let attempt = 0; attempt < maxAttempts; attempt += 1) {
      const change = reportChange(current, player, league?.players ?? [], body, settings, new Date());
      if (!change) {
        ctx.body = presentMatch(current);
        return;
      }
      const previousWinnerId = current.winnerId ?? null;
      const updated = await writeResult(
        current,
        change.next,
        change.events,
        correction ? { correction: { byUserId: user.id, at: new Date(), previousWinnerId } } : {},
      );
      if (updated) {
        await afterResultChange(updated, outbox);
        ctx.body = presentMatch(updated);
        return;
      }
      const again = await Match.findById(params.id, resultFields).lean();
      if (!again) throw new NotFound(messages.matches.matchNotFound);
      current = again;
    }
    throw new Error(`match ${params.id}: the result kept changing under ${maxAttempts} attempts`);
  });

  return router;
}
