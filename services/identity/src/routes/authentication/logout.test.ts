import request from 'supertest';
import { serviceBearer, startTestService, type TestService } from '@progression/service-kit/testing';
import { verifyTokenDetails } from '@progression/service-kit';
import { createApp } from '../../app';
import { envShape } from '../../env';

let service: TestService<typeof envShape>;
const api = () => request(service.app.callback());
const valid = { username: 'Yugi.Muto', email: 'yugi@example.com', password: 'dark-magician' };
const register = (body: object) => api().post('/authentication/register').send(body);

beforeAll(async () => {
  service = await startTestService({
    name: 'identity',
    createApp,
    extraShape: envShape,
    extraEnv: { AUTH_RATE_LIMIT_PER_MINUTE: '6000', AUTH_RATE_LIMIT_BURST: '1000' },
  });
}, 30_000);
afterEach(() => service.clearDatabase());
afterAll(() => service.stop());

describe('POST /authentication/logout', () => {
  const loggedIn = async () => {
    await register(valid).expect(201);
    const { body } = await api().post('/authentication/login').send(valid).expect(200);
    return body.token as string;
  };

  it('ends the token it is called with, and only that one', async () => {
    const token = await loggedIn();
    const other = (await api().post('/authentication/login').send(valid).expect(200)).body.token;
    await api().post('/authentication/logout').set('authorization', `Bearer ${token}`).expect(204);
    await api().post('/authentication/verify').send({ token }).expect(200, { success: false });
    const change = { currentPassword: valid.password, newPassword: 'blue-eyes-white' };
    await api()
      .put('/rest/api/app-user/password')
      .set('authorization', `Bearer ${token}`)
      .send(change)
      .expect(401);
    await api().post('/authentication/verify').send({ token: other }).expect(200, { success: true });
  });

  it('lists the ended token for the gateway until it expires', async () => {
    const token = await loggedIn();
    const before = Date.now();
    await api().post('/authentication/logout').set('authorization', `Bearer ${token}`).expect(204);
    const { body } = await api()
      .get(`/internal/revocations?since=${before - 1000}`)
      .set('authorization', serviceBearer('gateway'))
      .expect(200);
    const { tokenId, expiresAt } = verifyTokenDetails(token, service.env)!;
    expect(body.tokens).toEqual([{ tokenId, expiresAt }]);
    const later = await api()
      .get(`/internal/revocations?since=${body.asOf + 1000}`)
      .set('authorization', serviceBearer('gateway'))
      .expect(200);
    expect(later.body.tokens).toEqual([]);
  });

  it('answers 401 without a valid user token', async () => {
    await api().post('/authentication/logout').expect(401);
    await api().post('/authentication/logout').set('authorization', serviceBearer('games')).expect(401);
  });
});
