import Router from '@koa/router';
import type { Middleware } from 'koa';
import { Types } from 'mongoose';
import { createEvent, messages, type RevocationsResponse } from '@progression/contracts';
import {
  anyone,
  Conflict,
  Unauthorized,
  isDuplicateKey,
  isServicePrincipal,
  recordEvent,
  verifyTokenDetails,
  type OutboxRelay,
} from '@progression/service-kit';
import { pickUserColor } from '../../domain/colors';
import { hashPassword, passwordMatches } from '../../domain/passwords';
import type { Env } from '../../env';
import { isRevoked, revokeToken } from '../../models/revocation';
import { User } from '../../models/user';
import { presentUser } from '../../models/user.presenter';
import { issueToken } from '../../tokens/issue-token';
import { login, register, verify } from './schema';

export interface AuthenticationRouterDeps {
  env: Env;
  /** Publishes `user.registered` right after the save (absent when the service runs without NATS in a test). */
  outbox?: OutboxRelay;
  /** Login attempts per account. */
  limitLogins: Middleware;
  /** Tells every revocation list of a revocation just written (absent without NATS in a test). */
  announce?: (revocation: RevocationsResponse) => void;
}

const bearerOf = (header: string) => /^Bearer (\S+)$/i.exec(header.trim())?.[1];

/** POST /authentication/register, /login, /logout and /verify. */
export function authenticationRouter({
  env,
  outbox,
  limitLogins,
  announce,
}: AuthenticationRouterDeps): Router {
  const router = new Router({ prefix: '/authentication' });

  // Open to anyone: registering, logging in and checking a token need no account.
  router.post('/register', anyone, register, async (ctx) => {
    const { username, email, password } = register.input(ctx).body;
    const usernameLower = username.toLowerCase();
    const emailLower = email.trim().toLowerCase();
    if (await User.exists({ usernameLower })) throw new Conflict(messages.auth.usernameTaken, 'username');
    const user = new User({ username, usernameLower, email: emailLower, color: pickUserColor() });
    user.passwordHash = await hashPassword(password);
    // A registered e-mail gets the answer a new one gets (after the same work), so registration never
    // tells whether an address has an account; its owner logs in with the account they already have.
    if (await User.exists({ email: emailLower })) {
      ctx.status = 201;
      ctx.body = presentUser({ _id: new Types.ObjectId(), username, color: user.color });
      return;
    }
    recordEvent(
      user,
      createEvent('user.registered', env.SERVICE_NAME, {
        version: 1,
        userId: String(user._id),
        username,
        email: emailLower,
      }),
    );
    try {
      await user.save();
    } catch (error) {
      // Two registrations racing past the checks above: the unique indexes decide, with the same answers.
      if (isDuplicateKey(error, 'email')) {
        ctx.status = 201;
        ctx.body = presentUser(user);
        return;
      }
      if (isDuplicateKey(error)) throw new Conflict(messages.auth.usernameTaken, 'username');
      throw error;
    }
    void outbox?.flush(user._id);
    ctx.status = 201;
    ctx.body = presentUser(user);
  });

  router.post('/login', anyone, limitLogins, login, async (ctx) => {
    const { username, password } = login.input(ctx).body;
    const user = await User.findOne({ usernameLower: username.toLowerCase() }).select('+passwordHash');
    // One message for an unknown user and a wrong password, and the same work for both.
    if (!(await passwordMatches(user?.passwordHash, password)) || !user) {
      throw new Unauthorized(messages.auth.invalidCredentials);
    }
    ctx.body = { token: (await issueToken(user, env)).token };
  });

  // Ends the token it is called with; the services refuse it at once (announced), the gateway within a second.
  router.post('/logout', async (ctx) => {
    const bearer = bearerOf(ctx.get('authorization'));
    const token = bearer === undefined ? undefined : verifyTokenDetails(bearer, env);
    if (!token || isServicePrincipal(token.principal) || !token.tokenId) throw new Unauthorized();
    const revocation = await revokeToken(token.principal.id, token.tokenId, token.expiresAt);
    announce?.(revocation);
    ctx.status = 204;
  });

  router.post('/verify', anyone, verify, async (ctx) => {
    const token = verifyTokenDetails(verify.input(ctx).body.token, env);
    ctx.body = { success: !!token && !isServicePrincipal(token.principal) && !(await isRevoked(token)) };
  });

  return router;
}
