import Router from '@koa/router';
import { createEvent, loginPayload, messages, registerPayload, verifyPayload } from '@progression/contracts';
import {
  Conflict,
  Unauthorized,
  isServicePrincipal,
  rateLimit,
  recordEvent,
  signUserToken,
  validate,
  verifyToken,
  type OutboxRelay,
} from '@progression/service-kit';
import { pickUserColor } from '../../domain/colors';
import { hashPassword, passwordMatches } from '../../domain/passwords';
import type { Env } from '../../env';
import { presentUser } from '../../models/present-user';
import { User } from '../../models/user';

export interface AuthenticationRouterDeps {
  env: Env;
  outbox: OutboxRelay;
}

const isDuplicateKey = (error: unknown): error is { keyPattern?: Record<string, unknown> } =>
  (error as { code?: number } | null)?.code === 11000;

/** POST /authentication/register, /login and /verify. */
export function authenticationRouter({ env, outbox }: AuthenticationRouterDeps): Router {
  const router = new Router({ prefix: '/authentication' });
  const limitAttempts = rateLimit({
    capacity: env.AUTH_RATE_LIMIT_BURST,
    refillPerSecond: env.AUTH_RATE_LIMIT_PER_MINUTE / 60,
  });

  const register = validate({ body: registerPayload });
  router.post('/register', limitAttempts, register, async (ctx) => {
    const { username, email, password } = register.input(ctx).body;
    const usernameLower = username.toLowerCase();
    const emailLower = email.trim().toLowerCase();
    if (await User.exists({ usernameLower })) throw new Conflict(messages.auth.usernameTaken, 'username');
    if (await User.exists({ email: emailLower })) throw new Conflict(messages.auth.emailTaken, 'email');

    const user = new User({ username, usernameLower, email: emailLower, color: pickUserColor() });
    user.passwordHash = await hashPassword(password);
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
      // Two registrations racing past the checks above: the unique indexes decide.
      if (isDuplicateKey(error) && error.keyPattern?.email)
        throw new Conflict(messages.auth.emailTaken, 'email');
      if (isDuplicateKey(error)) throw new Conflict(messages.auth.usernameTaken, 'username');
      throw error;
    }
    void outbox.flush();
    ctx.status = 201;
    ctx.body = presentUser(user);
  });

  const login = validate({ body: loginPayload });
  router.post('/login', limitAttempts, login, async (ctx) => {
    const { username, password } = login.input(ctx).body;
    const user = await User.findOne({ usernameLower: username.toLowerCase() }).select('+passwordHash');
    // One message for an unknown user and a wrong password, and the same work for both.
    if (!(await passwordMatches(user?.passwordHash, password)) || !user) {
      throw new Unauthorized(messages.auth.invalidCredentials);
    }
    ctx.body = { token: signUserToken(presentUser(user), env.JWT_SECRET, env.JWT_EXPIRES_IN) };
  });

  const verify = validate({ body: verifyPayload });
  router.post('/verify', verify, (ctx) => {
    const principal = verifyToken(verify.input(ctx).body.token, env.JWT_SECRET);
    ctx.body = { success: !!principal && !isServicePrincipal(principal) };
  });

  return router;
}
