import Router from '@koa/router';
import { identityCalls } from '@progression/contracts';
import { serveCall } from '@progression/service-kit';
import { revocationsSince } from '../../models/revocation';

/**
 * GET /internal/revocations?since=<epoch ms>: what every token check refuses (service tokens only), served
 * from its declaration in the contracts; the kit's revocation list reads it through the same declaration.
 */
export function revocationsRouter(): Router {
  const router = new Router();
  serveCall(router, identityCalls.revocations, ({ query }) => revocationsSince(query.since));
  return router;
}
