import Router from '@koa/router';
import type { Middleware } from 'koa';
import mongoose from 'mongoose';
import { messages, type RevocationsResponse } from '@progression/contracts';
import { anyUser, BadRequest, Unauthorized, currentUser } from '@progression/service-kit';
import { cutoffAt } from '../../domain/token-times';
import { hashPassword, passwordMatches } from '../../domain/passwords';
import type { Env } from '../../env';
import { cutOffTokens } from '../../models/revocation';
import { User } from '../../models/user';
import { presentUser } from '../../models/user.presenter';
import { policies } from '../../policies';
import { issueToken } from '../../tokens/issue-token';
import { changePassword, listUsers } from './schema';

export interface AppUserRouterDeps {
  env: Env;
  /** Password changes per account: a password change also guesses the current password. */
  limitPasswordChanges: Middleware;
  /** Tells every revocation list of a revocation just written (absent without NATS in a test). */
  announce?: (revocation: RevocationsResponse) => void;
}

/** `/rest/api/app-user`: users' public views, and the caller's password change. */
export function appUserRouter({ env, limitPasswordChanges, announce }: AppUserRouterDeps): Router {
  const router = new Router({ prefix: '/rest/api/app-user' });

  // GET ?userId=..&userId=..: the public view of the named users.
  router.get('/', listUsers, async (ctx) => {
    // An id that cannot be a user id names no user; it is not an error.
    const ids = listUsers.input(ctx).query.userId.filter((id) => mongoose.isValidObjectId(id));
    const users = ids.length ? await User.find({ _id: { $in: ids } }, policies.publicUserFields).lean() : [];
    ctx.body = { users: users.map(presentUser) };
  });

  // PUT /password {currentPassword, newPassword}: ends every token issued before, answers a new one.
  router.put('/password', anyUser, limitPasswordChanges, changePassword, async (ctx) => {
    const { currentPassword, newPassword } = changePassword.input(ctx).body;
    const user = await User.findOne(policies.ownAccount(currentUser(ctx))).select('+passwordHash');
    // A valid token of an account that no longer exists names nobody.
    if (!user) throw new Unauthorized();
    if (!(await passwordMatches(user.passwordHash, currentPassword)))
      throw new BadRequest(messages.auth.currentPasswordIncorrect, 'currentPassword');
    const cutoff = cutoffAt();
    const { token, verified } = await issueToken(user, env, cutoff);
    // Old tokens end first: a failure after this leaves the user logged out, never the old sessions alive.
    // The cut-off lives as long as the newest token it could refuse, one issued just before the change.
    const revocation = await cutOffTokens(String(user._id), cutoff, verified.expiresAt);
    announce?.(revocation);
    user.passwordHash = await hashPassword(newPassword);
    await user.save();
    ctx.body = { token };
  });

  return router;
}
