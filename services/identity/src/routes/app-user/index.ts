import Router from '@koa/router';
import mongoose from 'mongoose';
import { appUsersQuery } from '@progression/contracts';
import { authenticate, validate } from '@progression/service-kit';
import type { Env } from '../../env';
import { presentUser } from '../../models/present-user';
import { User } from '../../models/user';

/** GET /rest/api/app-user?userId=..&userId=..: the public view of the named users. */
export function appUserRouter({ env }: { env: Env }): Router {
  const router = new Router({ prefix: '/rest/api/app-user' });
  const list = validate({ query: appUsersQuery });
  router.get('/', authenticate(env.JWT_SECRET), list, async (ctx) => {
    // An id that cannot be a user id names no user; it is not an error.
    const ids = list.input(ctx).query.userId.filter((id) => mongoose.isValidObjectId(id));
    const users = ids.length ? await User.find({ _id: { $in: ids } }, { username: 1, color: 1 }).lean() : [];
    ctx.body = { users: users.map(presentUser) };
  });
  return router;
}
