import Router from '@koa/router';
import { revocationsSince } from '../../models/revocation';
import { listRevocations } from './schema';

/** GET /internal/revocations?since=<epoch ms>: what the gateway refuses (service tokens only, by the kit's guard). */
export function revocationsRouter(): Router {
  const router = new Router({ prefix: '/internal/revocations' });
  router.get('/', listRevocations, async (ctx) => {
    ctx.body = await revocationsSince(listRevocations.input(ctx).query.since);
  });
  return router;
}
