import type { Context, Middleware } from 'koa';
import { Forbidden, Unauthorized } from './errors';
import {
  isServicePrincipal,
  verifyTokenDetails,
  type Principal,
  type TokenKeys,
  type UserPrincipal,
  type VerifiedToken,
} from './tokens';
import { VerifiedTokens } from './verified-tokens';

export {
  signServiceToken,
  signUserToken,
  verifyToken,
  verifyTokenDetails,
  isServicePrincipal,
  type Principal,
  type ServicePrincipal,
  type SignUserTokenOptions,
  type TokenKeys,
  type UserPrincipal,
  type VerifiedToken,
} from './tokens';

export interface AuthenticateOptions {
  /** Whom to let in: users and services (default), or only users (the gateway's public routes). */
  accept?: 'users' | 'users-and-services';
  /** Whether a user token was revoked (logout, password change); a revoked token gets 401. */
  isRevoked?: (token: VerifiedToken) => boolean | Promise<boolean>;
  /** Tokens already verified (shared across middlewares of one process if wanted). */
  verified?: VerifiedTokens;
}

/** The token of an `Authorization: Bearer <token>` header. */
function bearerTokenOf(header: string | undefined): string | undefined {
  const parts = header?.trim().split(' ');
  return parts?.length === 2 && /^Bearer$/i.test(parts[0]) ? parts[1] : undefined;
}

/**
 * Requires a valid token and puts the caller in `ctx.state.user` as `{id, username}` or `{service}`, and
 * the verified token in `ctx.state.token`. Every refusal is a 401 with the same message. A token verified
 * once is remembered until it expires (see VerifiedTokens); revocation is checked on every request.
 */
export function authenticate(keys: TokenKeys, options: AuthenticateOptions = {}): Middleware {
  const { accept = 'users-and-services', isRevoked, verified = new VerifiedTokens() } = options;
  return async function requireToken(ctx, next) {
    const bearer = bearerTokenOf(ctx.get('authorization'));
    if (bearer === undefined) throw new Unauthorized();
    let token = verified.get(bearer);
    if (!token) {
      token = verifyTokenDetails(bearer, keys);
      if (!token) throw new Unauthorized();
      verified.remember(bearer, token);
    }
    if (accept === 'users' && isServicePrincipal(token.principal)) throw new Unauthorized();
    if (isRevoked && (await isRevoked(token))) throw new Unauthorized();
    ctx.state.user = token.principal;
    ctx.state.token = token;
    await next();
  };
}

/** The principal `authenticate` put on the context. */
export function currentPrincipal(ctx: Context): Principal {
  const principal = ctx.state.user as Principal | undefined;
  if (!principal) throw new Unauthorized();
  return principal;
}

/** The verified token `authenticate` put on the context. */
export function currentToken(ctx: Context): VerifiedToken {
  const token = ctx.state.token as VerifiedToken | undefined;
  if (!token) throw new Unauthorized();
  return token;
}

/** The user making the request; a service token is refused with 403. */
export function currentUser(ctx: Context): UserPrincipal {
  const principal = currentPrincipal(ctx);
  if (isServicePrincipal(principal)) throw new Forbidden();
  return principal;
}

/** Guard for `/internal/*` routes: only service tokens pass. */
export const requireService: Middleware = async (ctx, next) => {
  if (!isServicePrincipal(currentPrincipal(ctx))) throw new Forbidden();
  await next();
};
