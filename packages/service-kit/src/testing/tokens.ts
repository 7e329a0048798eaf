import jwt from 'jsonwebtoken';
import { signServiceToken, signUserToken } from '../auth';

/** The secret test services are started with. */
export const TEST_JWT_SECRET = 'test-secret-for-progression-tests';

/** `Bearer <token>` for a user, signed with the test secret. */
export const bearerFor = (user: { id: string; username: string }, secret = TEST_JWT_SECRET): string =>
  `Bearer ${signUserToken(user, secret)}`;

/** `Bearer <token>` for a service token. */
export const serviceBearer = (serviceName: string, secret = TEST_JWT_SECRET): string =>
  `Bearer ${signServiceToken(serviceName, secret)}`;

/** Tokens a server must refuse, for the auth tests every service and the gateway run. */
export function badTokens(user: { id: string; username: string }, secret = TEST_JWT_SECRET) {
  const claims = { sub: user.id, username: user.username };
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
  return {
    /** Signed with another secret. */
    forged: jwt.sign(claims, 'another-secret-that-nobody-knows', { algorithm: 'HS256' }),
    /** Expired an hour ago. */
    expired: jwt.sign({ ...claims, exp: Math.floor(Date.now() / 1000) - 3600 }, secret, {
      algorithm: 'HS256',
    }),
    /** Unsigned, claiming `alg: none`. */
    algNone: `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ ...claims, iat: Math.floor(Date.now() / 1000) })}.`,
    /** Right signature, but the payload was altered afterwards. */
    tampered: (() => {
      const [header, , signature] = jwt.sign(claims, secret, { algorithm: 'HS256' }).split('.');
      return `${header}.${encode({ ...claims, username: 'someone-else' })}.${signature}`;
    })(),
  };
}
