import Router from '@koa/router';
import type { Context } from 'koa';
import { messages, type SaveModePayload } from '@progression/contracts';
import { access, BadRequest, Conflict, currentUser, userQuota } from '@progression/service-kit';
import type { SetLookup } from '../../clients/catalog';
import { defaultMode } from '../../domain/default-mode';
import { firstBrokenRule, setIdsOf } from '../../domain/mode-rules';
import type { Env } from '../../env';
import { Mode } from '../../models/mode';
import { presentMode } from '../../models/mode.presenter';
import { policies } from '../../policies';
import { readMode, saveMode } from './schema';

/** Checks the saved mode's rules and resolves its set ids to the catalog's sets (unknown ids refused). */
async function resolveWeeks(ctx: Context, body: SaveModePayload, sets: SetLookup) {
  const weeks = [...body.weeks].sort((a, b) => a.week - b.week);
  const breach = firstBrokenRule({ ...body, weeks });
  if (breach) throw new BadRequest(breach.message, breach.field);
  const wanted = setIdsOf({ weeks });
  const found = await sets.findSets(wanted, {
    authorization: ctx.get('authorization'),
    requestId: ctx.requestId,
  });
  const missing = wanted.find((setId) => !found.has(setId));
  if (missing) throw new BadRequest(messages.modes.unknownSet(missing), 'weeks');
  return weeks.map((week) => ({
    week: week.week,
    weekSets: week.weekSets.map((weekSet) => ({
      pool: weekSet.pool,
      sets: weekSet.setIds.map((setId) => found.get(setId)!),
    })),
  }));
}

/** /rest/api/progression-mode: the caller's modes. */
export function progressionModeRouter({ env, sets }: { env: Env; sets: SetLookup }): Router {
  const router = new Router({ prefix: '/rest/api/progression-mode' });

  router.get('/', async (ctx) => {
    const user = currentUser(ctx);
    const modes = await Mode.find(policies.modesVisibleTo(user)).sort({ createdAt: 1 });
    ctx.body = { modes: modes.map(presentMode) };
  });

  const modeQuota = userQuota({
    name: 'modes',
    limit: env.MODES_PER_USER,
    message: messages.modes.tooManyModes(env.MODES_PER_USER),
    countExisting: (userId) => Mode.countDocuments({ ownerId: userId }),
  });

  router.post('/new', async (ctx) => {
    const user = currentUser(ctx);
    await modeQuota.take(user.id);
    const mode = await Mode.create(defaultMode(user.id)).catch(async (error: unknown) => {
      await modeQuota.giveBack(user.id);
      throw error;
    });
    ctx.status = 201;
    ctx.body = presentMode(mode);
  });

  router.get('/:id', readMode, async (ctx) => {
    ctx.body = presentMode(await policies.modeOfCaller(ctx, readMode.input(ctx).params.id));
  });

  // The caller's own mode (404 for anyone else's), checked before the saved mode is read.
  const ownMode = access((ctx) => policies.modeOfCaller(ctx, readMode.input(ctx).params.id));
  router.put('/:id', readMode, ownMode, saveMode, async (ctx) => {
    const { body } = saveMode.input(ctx);
    const mode = ownMode.of(ctx);
    const weeks = await resolveWeeks(ctx, body, sets);
    const fields = {
      name: body.name,
      weeks,
      cardPools: body.cardPools,
      draftConfig: body.draftConfig,
      banlistConfig: body.banlistConfig,
    };
    // One atomic replace: concurrent saves apply in turn; one naming an older version is refused.
    const saved = await Mode.findOneAndUpdate(
      { _id: mode._id, ownerId: mode.ownerId, ...(body.version === undefined ? {} : { __v: body.version }) },
      { $set: fields, $inc: { __v: 1 } },
      { returnDocument: 'after', runValidators: true },
    );
    if (!saved) throw new Conflict(messages.modes.changedElsewhere);
    ctx.body = presentMode(saved);
  });

  return router;
}
