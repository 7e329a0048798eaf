import Router from '@koa/router';
import { requireService } from '@progression/service-kit';
import { asUser } from './schema';

/**
 * `/internal/as-user/{userId}/rest/api/...` (service tokens only): a service acting for one of our users
 * (the chat bot, for the Discord account linked to them) reaches the same routes, with the same rules, as
 * that user: `GET .../rest/api/matches?game=`, `PUT .../rest/api/matches/{id}`,
 * `GET .../rest/api/match-legs?gameId=`. The public routers are mounted again under this prefix, so one
 * place decides what a user may do.
 */
export function asUserRouter(publicRouters: Router[]): Router {
  const router = new Router({ prefix: '/internal/as-user/:userId' });
  router.use(requireService, asUser, async (ctx, next) => {
    ctx.state.user = { id: asUser.input(ctx).params.userId, username: '' };
    await next();
  });
  for (const child of publicRouters) router.use(child.routes(), child.allowedMethods());
  return router;
}
