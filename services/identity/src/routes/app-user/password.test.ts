import request from 'supertest';
import { messages } from '@progression/contracts';
import { serviceBearer, startTestService, type TestService } from '@progression/service-kit/testing';
import { createApp } from '../../app';
import { envShape } from '../../env';

let service: TestService<typeof envShape>;
const api = () => request(service.app.callback());
const yugi = { username: 'Yugi', email: 'yugi@example.com', password: 'dark-magician' };

const login = async (password = yugi.password) =>
  (await api().post('/authentication/login').send({ username: yugi.username, password }).expect(200)).body
    .token as string;
const changePassword = (token: string, body: object) =>
  api().put('/rest/api/app-user/password').set('authorization', `Bearer ${token}`).send(body);
const readUsers = (token: string) =>
  api().get('/rest/api/app-user?userId=x').set('authorization', `Bearer ${token}`);

beforeAll(async () => {
  service = await startTestService({
    name: 'identity',
    createApp,
    extraShape: envShape,
    extraEnv: { AUTH_RATE_LIMIT_PER_MINUTE: '6000', AUTH_RATE_LIMIT_BURST: '1000' },
  });
}, 30_000);
beforeEach(() => api().post('/authentication/register').send(yugi).expect(201));
afterEach(() => service.clearDatabase());
afterAll(() => service.stop());

describe('PUT /rest/api/app-user/password', () => {
  it('changes the password, ends every older token and answers a new one that works', async () => {
    const [first, second] = [await login(), await login()];
    const { body } = await changePassword(first, {
      currentPassword: yugi.password,
      newPassword: 'blue-eyes-white',
    }).expect(200);
    const again = { currentPassword: 'blue-eyes-white', newPassword: 'red-eyes-black' };
    await changePassword(first, again).expect(401);
    await changePassword(second, again).expect(401);
    await api().post('/authentication/verify').send({ token: second }).expect(200, { success: false });
    await api().post('/authentication/verify').send({ token: body.token }).expect(200, { success: true });
    await readUsers(body.token).expect(200);
    await api().post('/authentication/login').send({ username: 'Yugi', password: yugi.password }).expect(401);
    await readUsers(await login('blue-eyes-white')).expect(200);
  });

  it('lists the cut-off for the gateway', async () => {
    const before = Date.now();
    await changePassword(await login(), { currentPassword: yugi.password, newPassword: 'blue-eyes-white' });
    const { body } = await api()
      .get(`/internal/revocations?since=${before}`)
      .set('authorization', serviceBearer('gateway'))
      .expect(200);
    expect(body.users).toEqual([
      { userId: expect.any(String), notBefore: expect.any(Number), expiresAt: expect.any(Number) },
    ]);
  });

  it('refuses a wrong current password as a field error, keeping the password and the tokens', async () => {
    const token = await login();
    const response = await changePassword(token, {
      currentPassword: 'not-my-password',
      newPassword: 'blue-eyes-white',
    }).expect(400);
    expect(response.body).toEqual({
      message: messages.auth.currentPasswordIncorrect,
      field: 'currentPassword',
    });
    await readUsers(token).expect(200);
    await login();
  });

  it.each([
    ['a missing new password', {}, messages.auth.passwordRequired],
    ['a 7-character new password', { newPassword: 'a'.repeat(7) }, messages.auth.passwordTooShort],
    ['a 51-character new password', { newPassword: 'a'.repeat(51) }, messages.auth.passwordTooLong],
  ])('refuses %s with the registration rule', async (_case, change, message) => {
    const response = await changePassword(await login(), { currentPassword: yugi.password, ...change });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message, field: 'newPassword' });
  });

  it('needs a token', async () => {
    await api()
      .put('/rest/api/app-user/password')
      .send({ currentPassword: yugi.password, newPassword: 'blue-eyes-white' })
      .expect(401);
  });
});
