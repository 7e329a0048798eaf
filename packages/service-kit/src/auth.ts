import { createSecretKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import koaJwt from 'koa-jwt';
import type { Context, Middleware } from 'koa';
import { tokenClaims } from '@progression/contracts';
import { Forbidden, Unauthorized } from './errors';
import { VerifiedTokens } from './verified-tokens';

/** A user acting through their token. */
export interface UserPrincipal {
  id: string;
  username: string;
}

/** Another service acting with a service token. */
export interface ServicePrincipal {
  service: string;
}

export type Principal = UserPrincipal | ServicePrincipal;

/** Only HS256: `alg: none` and algorithm-confusion tokens are refused. */
const algorithms: jwt.Algorithm[] = ['HS256'];

const SERVICE_SUBJECT_PREFIX = 'service:';

const secretKeys = new Map<string, KeyObject>();

/**
 * The secret as a KeyObject, made once: given a string, jsonwebtoken first tries to parse it as a public
 * (or, to sign, private) key every time and fails, which cost more than the HMAC itself.
 */
function secretKeyOf(secret: string): KeyObject {
  let key = secretKeys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    secretKeys.set(secret, key);
  }
  return key;
}

/** The token of an `Authorization: Bearer <token>` header, read as koa-jwt reads it. */
function bearerTokenOf(header: string | undefined): string | undefined {
  const parts = header?.trim().split(' ');
  return parts?.length === 2 && /^Bearer$/i.test(parts[0]) ? parts[1] : undefined;
}

/** Signs the token identity hands a user at login: `{sub: userId, username}`. */
export function signUserToken(
  user: UserPrincipal,
  secret: string,
  expiresIn: string | number = '7d',
): string {
  return jwt.sign({ sub: user.id, username: user.username }, secretKeyOf(secret), {
    algorithm: 'HS256',
    expiresIn: expiresIn as jwt.SignOptions['expiresIn'],
  });
}

/** Signs a short-lived token for work no user started (event handlers): `{sub: 'service:<name>', service: true}`. */
export function signServiceToken(
  serviceName: string,
  secret: string,
  expiresIn: string | number = '5m',
): string {
  return jwt.sign({ sub: `${SERVICE_SUBJECT_PREFIX}${serviceName}`, service: true }, secretKeyOf(secret), {
    algorithm: 'HS256',
    expiresIn: expiresIn as jwt.SignOptions['expiresIn'],
  });
}

/** The principal a verified token names, or undefined when its claims are not ours. */
export function principalOf(claims: unknown): Principal | undefined {
  const parsed = tokenClaims.safeParse(claims);
  if (!parsed.success) return undefined;
  const { sub, username, service } = parsed.data;
  if (service && sub.startsWith(SERVICE_SUBJECT_PREFIX))
    return { service: sub.slice(SERVICE_SUBJECT_PREFIX.length) };
  if (!service && username) return { id: sub, username };
  return undefined;
}

/** Verifies a token outside a request (e.g. POST /authentication/verify). */
export function verifyToken(token: string, secret: string): Principal | undefined {
  try {
    return principalOf(jwt.verify(token, secretKeyOf(secret), { algorithms }));
  } catch {
    return undefined;
  }
}

/**
 * koa-jwt with HS256 only; puts the caller in `ctx.state.user` as `{id, username}` or `{service}`.
 * Every refusal is a 401 with the same message. A token verified once is remembered until it expires
 * (see VerifiedTokens), so a caller's later requests skip the signature check.
 */
export function authenticate(secret: string, verified = new VerifiedTokens()): Middleware {
  // koa-jwt hands the secret to jsonwebtoken.verify as is, which takes a KeyObject; koa-jwt's own type
  // predates KeyObject.
  const key = secretKeyOf(secret) as unknown as string;
  const verifyJwt = koaJwt({ secret: key, algorithms, key: 'jwtClaims' });
  return async function requireToken(ctx, next) {
    const token = bearerTokenOf(ctx.get('authorization'));
    const known = token === undefined ? undefined : verified.get(token);
    if (known) {
      ctx.state.user = known;
      return next();
    }
    try {
      await verifyJwt(ctx, async () => undefined);
    } catch {
      throw new Unauthorized();
    }
    const claims = ctx.state.jwtClaims as { exp?: unknown } | undefined;
    const principal = principalOf(claims);
    delete ctx.state.jwtClaims;
    if (!principal) throw new Unauthorized();
    if (token !== undefined) verified.remember(token, principal, claims?.exp);
    ctx.state.user = principal;
    await next();
  };
}

export const isServicePrincipal = (principal: Principal | undefined): principal is ServicePrincipal =>
  !!principal && 'service' in principal;

/** The principal `authenticate` put on the context. */
export function currentPrincipal(ctx: Context): Principal {
  const principal = ctx.state.user as Principal | undefined;
  if (!principal) throw new Unauthorized();
  return principal;
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
