import Router from '@koa/router';
import type { Middleware } from 'koa';
import { messages } from '@progression/contracts';
import {
  access,
  anyUser,
  currentUser,
  onBehalfOf,
  rateLimit,
  TooManyRequests,
  userQuota,
  type OutboxRelay,
} from '@progression/service-kit';
import type { Neighbours } from '../../clients';
import { normalizeInviteCode } from '../../domain/invite-code';
import type { Env } from '../../env';
import { Game } from '../../models/game';
import { presentGame, presentPlan, presentSchedule } from '../../models/game.presenter';
import { policies } from '../../policies';
import { createGame } from './create';
import { create, invite, one, schedule, week } from './schema';
import { saveSchedule } from './schedule';
import { joinByInviteCode } from './join';
import { startWeek } from './start-week';

interface Deps {
  env: Env;
  neighbours: Neighbours;
  outbox: OutboxRelay;
}

/** /rest/api/progression-game: games the caller plays in. */
export function progressionGameRouter({ env, neighbours, outbox }: Deps): Router {
  const router = new Router({ prefix: '/rest/api/progression-game' });

  // Invite codes are secrets: checking and joining are limited per user so codes cannot be guessed.
  const inviteLimit = rateLimit({
    capacity: env.INVITE_RATE_LIMIT_BURST,
    refillPerSecond: env.INVITE_RATE_LIMIT_PER_MINUTE / 60,
    key: (ctx) => `user:${currentUser(ctx).id}`,
  });
  const limitInviteChecks: Middleware = async (ctx, next) => {
    try {
      await inviteLimit(ctx, async () => undefined);
    } catch (error) {
      throw error instanceof TooManyRequests
        ? new TooManyRequests(messages.games.tooManyInviteChecks)
        : error;
    }
    await next();
  };

  router.get('/', async (ctx) => {
    const games = await Game.find(policies.gamesVisibleTo(currentUser(ctx)), { plan: 0, outbox: 0 }).sort({
      createdAt: 1,
    });
    ctx.body = { games: games.map(presentGame) };
  });

  const gameQuota = userQuota({
    name: 'games-created',
    limit: env.GAMES_CREATED_PER_USER,
    message: messages.games.tooManyGames(env.GAMES_CREATED_PER_USER),
    countExisting: (userId) => Game.countDocuments({ players: { $elemMatch: { userId, isAdmin: true } } }),
  });
  router.post('/', anyUser, create, async (ctx) => {
    const { modeId, settings } = create.input(ctx).body;
    const user = currentUser(ctx);
    const mode = await neighbours.modeFor(modeId, onBehalfOf(ctx));
    await gameQuota.take(user.id);
    const game = await createGame(mode, user, settings).catch(async (error: unknown) => {
      await gameQuota.giveBack(user.id);
      throw error;
    });
    await outbox.flush(game._id);
    ctx.status = 201;
    ctx.body = presentGame(game);
  });

  router.get('/invite-code/validation', limitInviteChecks, invite, async (ctx) => {
    const inviteCode = normalizeInviteCode(invite.input(ctx).query.inviteCode);
    ctx.body = { valid: (await Game.exists({ inviteCode })) !== null };
  });

  router.put('/invite', limitInviteChecks, invite, async (ctx) => {
    const game = await joinByInviteCode(invite.input(ctx).query.inviteCode, currentUser(ctx));
    await outbox.flush(game._id);
    ctx.body = presentGame(game);
  });

  router.get('/:id', one, async (ctx) => {
    ctx.body = presentGame((await policies.gameOfCaller(ctx, one.input(ctx).params.id)).game);
  });

  // The plan is every player's to read (the game's Packs page), not only the mode's owner's.
  router.get('/:id/plan', one, async (ctx) => {
    ctx.body = presentPlan((await policies.gameOfCaller(ctx, one.input(ctx).params.id)).game);
  });

  router.get('/:id/advice', one, async (ctx) => {
    const { game } = await policies.gameOfCaller(ctx, one.input(ctx).params.id);
    const issues =
      game.activeWeek > 0
        ? await neighbours.playersWithOpenMatches(String(game._id), game.activeWeek, onBehalfOf(ctx))
        : [];
    ctx.body = { playerMatchIssues: issues };
  });

  // The caller's right to start weeks is checked before the body is read.
  const gameAdmin = access((ctx) => policies.gameOfAdmin(ctx, one.input(ctx).params.id));
  router.post('/:id/week', one, gameAdmin, week, async (ctx) => {
    const { body } = week.input(ctx);
    const { game } = gameAdmin.of(ctx);
    const started = await startWeek(game, body.week, neighbours, onBehalfOf(ctx));
    await outbox.flush(started._id);
    ctx.body = presentGame(started);
  });

  // When the next week starts by itself: every player reads it (the overview), only the admin sets it.
  router.get('/:id/schedule', one, async (ctx) => {
    ctx.body = presentSchedule((await policies.gameOfCaller(ctx, one.input(ctx).params.id)).game);
  });
  router.put('/:id/schedule', one, gameAdmin, schedule, async (ctx) => {
    const saved = await saveSchedule(gameAdmin.of(ctx).game, schedule.input(ctx).body);
    ctx.body = presentSchedule(saved);
  });

  return router;
}
