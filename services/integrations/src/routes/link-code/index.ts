import Router from '@koa/router';
import type { LinkCodeResponse } from '@progression/contracts';
import { currentUser } from '@progression/service-kit';
import { LinkCode } from '../../models/link-code';
import { linkCodeLifetimeMs, newLinkCode } from './schema';

/**
 * `POST /rest/api/tristan/link-code` (any signed-in user): a one-time code for /link in Discord, valid 10
 * minutes; a new code replaces the user's earlier ones.
 */
export function linkCodeRouter(): Router {
  const router = new Router({ prefix: '/rest/api/tristan/link-code' });
  router.post('/', async (ctx) => {
    const user = currentUser(ctx);
    await LinkCode.deleteMany({ userId: user.id });
    const expiresAt = new Date(Date.now() + linkCodeLifetimeMs);
    const code = newLinkCode();
    await LinkCode.create({ _id: code, userId: user.id, username: user.username, expiresAt });
    const body: LinkCodeResponse = { code, expiresAt: expiresAt.toISOString() };
    ctx.status = 201;
    ctx.body = body;
  });
  return router;
}
