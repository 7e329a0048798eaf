import { createHmac, generateKeyPairSync } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { signServiceToken, signUserToken } from '../tokens';

const pemPair = () =>
  generateKeyPairSync('ec', {
    namedCurve: 'P-256',
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });

const testPair = pemPair();

/** The credentials test services, processes and gateways are started with (a key pair made per test run). */
export const TEST_KEYS = {
  JWT_PRIVATE_KEY: testPair.privateKey,
  JWT_PUBLIC_KEY: testPair.publicKey,
  SERVICE_SECRET: 'test-service-secret-for-progression-tests',
} as const;

type TestUser = { id: string; username: string };

/** A user token signed with the test private key. */
export const userTokenFor = (user: TestUser, privateKey: string = TEST_KEYS.JWT_PRIVATE_KEY): string =>
  signUserToken(user, privateKey);

/** `Bearer <token>` for a user, signed with the test private key. */
export const bearerFor = (user: TestUser, privateKey: string = TEST_KEYS.JWT_PRIVATE_KEY): string =>
  `Bearer ${userTokenFor(user, privateKey)}`;

/** `Bearer <token>` for a service token signed with the test service secret. */
export const serviceBearer = (serviceName: string, secret: string = TEST_KEYS.SERVICE_SECRET): string =>
  `Bearer ${signServiceToken(serviceName, secret)}`;

const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
const hs256 = (claims: object, secret: string) => {
  const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
};

/** Tokens a server must refuse as a user, for the auth tests every service and the gateway run. */
export function badTokens(user: TestUser) {
  const now = Math.floor(Date.now() / 1000);
  const claims = { sub: user.id, username: user.username, jti: 'bad-token', iat: now, exp: now + 3600 };
  const es256 = (payload: object, key: string = TEST_KEYS.JWT_PRIVATE_KEY) =>
    jwt.sign(payload, key, { algorithm: 'ES256' });
  return {
    /** Signed with another private key. */
    forged: es256(claims, pemPair().privateKey),
    /** Expired an hour ago. */
    expired: es256({ ...claims, iat: now - 7200, exp: now - 3600 }),
    /** Unsigned, claiming `alg: none`. */
    algNone: `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.`,
    /** Right signature, but the payload was altered afterwards. */
    tampered: (() => {
      const [header, , signature] = es256(claims).split('.');
      return `${header}.${encode({ ...claims, username: 'someone-else' })}.${signature}`;
    })(),
    /** Key confusion: HS256 with the public key as the HMAC secret. */
    publicKeyAsSecret: hs256(claims, TEST_KEYS.JWT_PUBLIC_KEY),
    /** A user token minted with the service secret, as a compromised service could. */
    signedWithServiceSecret: hs256(claims, TEST_KEYS.SERVICE_SECRET),
  };
}

export type BadTokenKind = keyof ReturnType<typeof badTokens>;

/** Every kind of bad token, for `it.each`. */
export const badTokenKinds: BadTokenKind[] = [
  'forged',
  'expired',
  'algNone',
  'tampered',
  'publicKeyAsSecret',
  'signedWithServiceSecret',
];
