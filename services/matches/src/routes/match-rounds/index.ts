import Router from '@koa/router';
import { messages } from '@progression/contracts';
import { access, BadRequest, currentUser } from '@progression/service-kit';
import { latestRound, pairRound, restoreRounds } from '../../domain/swiss-rounds';
import { League } from '../../models/league';
import { Match } from '../../models/match';
import { presentMatch } from '../../models/match.presenter';
import { policies } from '../../policies';
import { roundOfGame } from './schema';

/**
 * `/rest/api/match-rounds`: the game's admin pairs the next Swiss round of the active week without waiting
 * for the open results of the current one (those matches stay open and count once reported).
 */
export function matchRoundsRouter(): Router {
  const router = new Router({ prefix: '/rest/api/match-rounds' });

  const gameAdmin = access(async (ctx) => {
    const { gameId } = roundOfGame.input(ctx).query;
    const league = await League.findById(gameId, { players: 1 }).lean();
    policies.assertAdmin(policies.playerOf(league, currentUser(ctx), gameId));
  });
  router.post('/', roundOfGame, gameAdmin, async (ctx) => {
    const { gameId } = roundOfGame.input(ctx).query;
    const league = await League.findById(gameId, { weeks: 1, activeWeek: 1 }).lean();
    const week = league?.weeks.find((each) => each.week === league.activeWeek);
    if (!week) throw new BadRequest(messages.matches.noActiveWeek);
    if (week.pairing !== 'SWISS') throw new BadRequest(messages.matches.notSwiss);
    const next = latestRound(week.rounds) + 1;
    if (next > week.swissRounds) throw new BadRequest(messages.matches.allRoundsPaired);
    // Two admins at once: one pairs the round, the other answers the same round as paired.
    await pairRound(gameId, week.week, next);
    await restoreRounds(gameId, week.week);
    const stored = (await League.findById(gameId, { weeks: 1 }).lean())!.weeks
      .find((each) => each.week === week.week)!
      .rounds.find((each) => each.round === next)!;
    const matches = await Match.find({ gameId, weekNum: week.week, round: next }, '-outbox -correction')
      .sort({ _id: 1 })
      .lean();
    ctx.body = {
      weekNum: week.week,
      round: next,
      matches: matches.map(presentMatch),
      byePlayerId: stored.bye ?? null,
    };
  });

  return router;
}
