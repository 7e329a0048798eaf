import Koa from 'koa';
import request from 'supertest';
import { authenticate, currentToken, type AuthenticateOptions } from './auth';
import { errorHandler } from './http/error-handler';
import { createLogger } from './logger';
import { badTokenKinds, badTokens, bearerFor, serviceBearer, TEST_KEYS } from './testing/tokens';
import { signUserToken, verifyToken, verifyTokenDetails } from './tokens';

const ann = { id: 'u1', username: 'ann' };

/** An app that answers the verified token of every request it lets in. */
function appWith(options: AuthenticateOptions = {}) {
  const app = new Koa();
  app.use(errorHandler(createLogger('auth-test', 'silent')));
  app.use(authenticate(TEST_KEYS, options));
  app.use((ctx) => {
    ctx.body = currentToken(ctx);
  });
  return app.callback();
}

describe('user and service tokens', () => {
  it('verifies a user token with the public key alone, carrying its id and issue time', () => {
    const issuedAt = Math.floor(Date.now() / 1000) + 5;
    const token = signUserToken(ann, TEST_KEYS.JWT_PRIVATE_KEY, { issuedAt, expiresIn: '1h' });
    expect(verifyTokenDetails(token, TEST_KEYS)).toEqual({
      principal: ann,
      tokenId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      issuedAt,
      expiresAt: issuedAt + 3600,
    });
  });

  it('gives every user token its own id', () => {
    const first = verifyTokenDetails(signUserToken(ann, TEST_KEYS.JWT_PRIVATE_KEY), TEST_KEYS);
    const second = verifyTokenDetails(signUserToken(ann, TEST_KEYS.JWT_PRIVATE_KEY), TEST_KEYS);
    expect(first?.tokenId).not.toBe(second?.tokenId);
  });

  it.each(badTokenKinds)('refuses a %s token', (kind) => {
    expect(verifyToken(badTokens(ann)[kind], TEST_KEYS)).toBeUndefined();
  });

  it('never takes a service token signed with another secret', () => {
    const token = serviceBearer('games', 'another-service-secret-of-32-characters!').slice(7);
    expect(verifyToken(token, TEST_KEYS)).toBeUndefined();
  });
});

describe('authenticate', () => {
  it('lets a user and a service in by default', async () => {
    await request(appWith()).get('/').set('authorization', bearerFor(ann)).expect(200);
    const service = await request(appWith()).get('/').set('authorization', serviceBearer('games'));
    expect(service.body.principal).toEqual({ service: 'games' });
  });

  it('refuses a service token where only users are accepted', async () => {
    await request(appWith({ accept: 'users' }))
      .get('/')
      .set('authorization', serviceBearer('games'))
      .expect(401);
  });

  it.each(badTokenKinds)('answers 401 to a %s token', async (kind) => {
    await request(appWith())
      .get('/')
      .set('authorization', `Bearer ${badTokens(ann)[kind]}`)
      .expect(401, { message: 'You must be logged in' });
  });

  it('asks about revocation on every request, a remembered token included', async () => {
    const revoked = new Set<string>();
    const app = appWith({ isRevoked: (token) => revoked.has(token.tokenId ?? '') });
    const bearer = bearerFor(ann);
    const { body } = await request(app).get('/').set('authorization', bearer).expect(200);
    revoked.add(body.tokenId);
    await request(app).get('/').set('authorization', bearer).expect(401);
    await request(app).get('/').set('authorization', bearerFor(ann)).expect(200);
  });
});
