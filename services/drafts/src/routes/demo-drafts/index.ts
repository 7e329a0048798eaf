import Router from '@koa/router';
import { messages } from '@progression/contracts';
import { currentUser, NotFound, onBehalfOf } from '@progression/service-kit';
import type { Clients } from '../../clients';
import { createDemoTables } from '../../domain/booster-table/create-table';
import { createDraft } from '../../domain/create-draft';
import { derivedId } from '../../domain/ids';
import { readableDraft } from '../../domain/load';
import { weeklyStages } from '../../domain/stage-plan';
import { presentDraft } from '../../models/pack-draft.presenter';
import { demoDraft } from './schema';

/** How long a demo draft is kept: the TTL index removes it (and its packs and tables) after this. */
export const demoDraftLifetimeMs = 24 * 60 * 60 * 1000;

/**
 * POST /rest/api/progression-mode/{id}/week/{week}/demo-draft: a DEMO draft of that week of a mode the
 * caller can see (asked of the modes service on their behalf: its 404 passes through), with no game or
 * player. Its packs open like any other but change no collection (the event has a null game and player);
 * a booster step seats the user at a table of their own with bots.
 */
export function demoDraftsRouter({ clients }: { clients: Clients }): Router {
  const router = new Router({ prefix: '/rest/api/progression-mode' });
  router.post('/:id/week/:week/demo-draft', demoDraft, async (ctx) => {
    const { id, week } = demoDraft.input(ctx).params;
    const user = currentUser(ctx);
    const mode = await clients.modes.modeOfCaller(id, onBehalfOf(ctx));
    const stages = weeklyStages(mode, week);
    if (stages.length === 0) throw new NotFound(messages.errors.weekNotFound);
    const draftId = derivedId('DEMO', id, week, user.id, Date.now(), Math.random());
    const expiresAt = new Date(Date.now() + demoDraftLifetimeMs);
    // A booster step: the demo user drafts at a table of their own with bots, seated
    // first so that the draft, once it can be read, has its table.
    await createDemoTables(
      { draftId, userId: user.id, username: user.username, modeName: mode.name, week, stages, expiresAt },
      clients,
    );
    await createDraft(
      { id: draftId, gameId: null, playerId: null, userId: user.id, week, source: 'DEMO', stages, expiresAt },
      clients,
    );
    const { draft, packs } = await readableDraft(draftId, user, clients);
    ctx.status = 201;
    ctx.body = presentDraft(draft, packs);
  });
  return router;
}
