import { createPrivateKey, createPublicKey, createSecretKey, randomUUID, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { tokenClaims } from '@progression/contracts';

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

/**
 * What verifies a token: user tokens are ES256, signed by identity's private key and checked with the
 * public key only, so no other service can mint one; service tokens are HS256 with a secret of their own.
 */
export interface TokenKeys {
  /** PEM public key (P-256) that verifies user tokens. */
  JWT_PUBLIC_KEY: string;
  /** Secret that signs and verifies service tokens. */
  SERVICE_SECRET: string;
}

/** A token that passed its signature and expiry checks. */
export interface VerifiedToken {
  principal: Principal;
  /** `jti` of a user token: what a logout revokes. */
  tokenId?: string;
  /** `iat` of a user token, in seconds: what a password change cuts off. */
  issuedAt?: number;
  /** `exp`, in seconds. */
  expiresAt: number;
}

const USER_ALGORITHM = 'ES256';
const SERVICE_ALGORITHM = 'HS256';
const SERVICE_SUBJECT_PREFIX = 'service:';

// Keys parsed once: given a string, jsonwebtoken parses the key on every call, which costs more than the
// signature check itself.
const keyCache = new Map<string, KeyObject>();
function cachedKey(kind: string, material: string, make: (material: string) => KeyObject): KeyObject {
  const cacheKey = `${kind}:${material}`;
  let key = keyCache.get(cacheKey);
  if (!key) {
    key = make(material);
    keyCache.set(cacheKey, key);
  }
  return key;
}
const secretKeyOf = (secret: string) =>
  cachedKey('secret', secret, (text) => createSecretKey(Buffer.from(text, 'utf8')));
const publicKeyOf = (pem: string) => cachedKey('public', pem, (text) => createPublicKey(text));
const privateKeyOf = (pem: string) => cachedKey('private', pem, (text) => createPrivateKey(text));

export interface SignUserTokenOptions {
  /** jsonwebtoken syntax, e.g. `7d`. */
  expiresIn?: string | number;
  /** `iat` in seconds; identity sets it no earlier than the user's last password change. */
  issuedAt?: number;
}

/** Signs the token identity hands a user at login: `{sub: userId, username, jti, iat}`, ES256. */
export function signUserToken(
  user: UserPrincipal,
  privateKeyPem: string,
  { expiresIn = '7d', issuedAt = Math.floor(Date.now() / 1000) }: SignUserTokenOptions = {},
): string {
  return jwt.sign({ sub: user.id, username: user.username, iat: issuedAt }, privateKeyOf(privateKeyPem), {
    algorithm: USER_ALGORITHM,
    expiresIn: expiresIn as jwt.SignOptions['expiresIn'],
    jwtid: randomUUID(),
  });
}

/** Signs a short-lived token one service sends another: `{sub: 'service:<name>', service: true}`, HS256. */
export function signServiceToken(
  serviceName: string,
  serviceSecret: string,
  expiresIn: string | number = '5m',
): string {
  return jwt.sign(
    { sub: `${SERVICE_SUBJECT_PREFIX}${serviceName}`, service: true },
    secretKeyOf(serviceSecret),
    { algorithm: SERVICE_ALGORITHM, expiresIn: expiresIn as jwt.SignOptions['expiresIn'] },
  );
}

/** The algorithm a token's header names, without trusting anything else in it. */
function algorithmOf(token: string): string | undefined {
  try {
    const header: unknown = JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString('utf8'));
    const alg = (header as { alg?: unknown } | null)?.alg;
    return typeof alg === 'string' ? alg : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The principal a verified payload names: a user only from an ES256 token carrying `jti` and `iat`, a
 * service only from an HS256 token. So a token signed with the service secret never passes as a user.
 */
function readClaims(payload: unknown, algorithm: string): VerifiedToken | undefined {
  const parsed = tokenClaims.safeParse(payload);
  if (!parsed.success || parsed.data.exp === undefined) return undefined;
  const { sub, username, service, jti, iat, exp } = parsed.data;
  if (algorithm === SERVICE_ALGORITHM) {
    if (!service || !sub.startsWith(SERVICE_SUBJECT_PREFIX)) return undefined;
    return { principal: { service: sub.slice(SERVICE_SUBJECT_PREFIX.length) }, expiresAt: exp };
  }
  if (service || !username || !jti || iat === undefined) return undefined;
  return { principal: { id: sub, username }, tokenId: jti, issuedAt: iat, expiresAt: exp };
}

/**
 * Verifies a user or a service token: the key is chosen by the algorithm, and each algorithm has exactly
 * one key, so `alg: none` and key-confusion tokens (HS256 signed with the public key) are refused.
 */
export function verifyTokenDetails(token: string, keys: TokenKeys): VerifiedToken | undefined {
  const algorithm = algorithmOf(token);
  const key =
    algorithm === USER_ALGORITHM
      ? publicKeyOf(keys.JWT_PUBLIC_KEY)
      : algorithm === SERVICE_ALGORITHM
        ? secretKeyOf(keys.SERVICE_SECRET)
        : undefined;
  if (!key) return undefined;
  try {
    return readClaims(jwt.verify(token, key, { algorithms: [algorithm as jwt.Algorithm] }), algorithm!);
  } catch {
    return undefined;
  }
}

/** The principal of a valid token, or undefined (e.g. POST /authentication/verify). */
export const verifyToken = (token: string, keys: TokenKeys): Principal | undefined =>
  verifyTokenDetails(token, keys)?.principal;

export const isServicePrincipal = (principal: Principal | undefined): principal is ServicePrincipal =>
  !!principal && 'service' in principal;
