import request from 'supertest';
import { messages } from '@progression/contracts';
import {
  badTokenKinds,
  badTokens,
  startTestService,
  type TestService,
} from '@progression/service-kit/testing';
import { verifyToken } from '@progression/service-kit';
import { createApp } from '../../app';
import { envShape } from '../../env';
import { User } from '../../models/user';

const text = messages.auth;
let service: TestService<typeof envShape>;
const api = () => request(service.app.callback());

const valid = { username: 'Yugi.Muto', email: 'yugi@example.com', password: 'dark-magician' };
const register = (body: object) => api().post('/authentication/register').send(body);

beforeAll(async () => {
  service = await startTestService({
    name: 'identity',
    createApp,
    outbox: [User],
    extraShape: envShape,
    extraEnv: { AUTH_RATE_LIMIT_PER_MINUTE: '6000', AUTH_RATE_LIMIT_BURST: '1000' },
  });
}, 30_000);
afterEach(() => service.clearDatabase());
afterAll(() => service.stop());

describe('POST /authentication/register', () => {
  it('creates the user with a colour and answers without any password or hash', async () => {
    const response = await register(valid).expect(201);
    expect(response.body).toEqual({
      id: expect.any(String),
      username: 'Yugi.Muto',
      color: expect.stringMatching(/^#/),
    });
    expect(JSON.stringify(response.body)).not.toMatch(/password|hash|argon/i);
    const stored = await User.findById(response.body.id).select('+passwordHash').lean();
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(stored?.email).toBe('yugi@example.com');
  });

  it.each([
    ['a missing username', { username: undefined }, 'username', text.required],
    ['an empty username', { username: '' }, 'username', text.required],
    ['a 2-character username', { username: 'ab' }, 'username', text.usernameTooShort],
    ['a 26-character username', { username: 'a'.repeat(26) }, 'username', text.usernameTooLong],
    ['a username with a space', { username: 'yugi muto' }, 'username', text.usernameSpecialCharacters],
    [
      'a username with an exclamation mark',
      { username: 'yugi!' },
      'username',
      text.usernameSpecialCharacters,
    ],
    ['a missing e-mail', { email: undefined }, 'email', text.required],
    ['a 4-character e-mail', { email: 'a@bc' }, 'email', text.emailTooShort],
    ['a 51-character e-mail', { email: `${'a'.repeat(39)}@example.com` }, 'email', text.emailTooLong],
    ['an e-mail without @', { email: 'yugi.example.com' }, 'email', text.emailInvalid],
    ['an e-mail with nothing before @', { email: '@example.com' }, 'email', text.emailInvalid],
    ['an e-mail with nothing after @', { email: 'yugi.muto@' }, 'email', text.emailInvalid],
    ['a missing password', { password: undefined }, 'password', text.passwordRequired],
    ['a 7-character password', { password: 'a'.repeat(7) }, 'password', text.passwordTooShort],
    ['a 51-character password', { password: 'a'.repeat(51) }, 'password', text.passwordTooLong],
  ])('refuses %s', async (_case, change, field, message) => {
    const response = await register({ ...valid, ...change }).expect(400);
    expect(response.body).toEqual({ message, field });
    expect(await User.countDocuments()).toBe(0);
  });

  it('accepts the boundary lengths', async () => {
    await register({ username: 'abc', email: 'a@b.c', password: 'a'.repeat(8) }).expect(201);
    await register({
      username: 'a'.repeat(25),
      email: `${'b'.repeat(38)}@example.com`,
      password: 'a'.repeat(50),
    }).expect(201);
  });

  it('refuses a username that differs from a taken one only in case', async () => {
    await register(valid).expect(201);
    const response = await register({ ...valid, username: 'YUGI.muto', email: 'other@example.com' }).expect(
      409,
    );
    expect(response.body).toEqual({ message: text.usernameTaken, field: 'username' });
  });

  it('answers a registered e-mail, whatever its case, as it answers a new one, creating nobody', async () => {
    const first = await register(valid).expect(201);
    const again = await register({ ...valid, username: 'Kaiba', email: 'YUGI@example.com' }).expect(201);
    const fresh = await register({ ...valid, username: 'Joey', email: 'joey@example.com' }).expect(201);
    expect(Object.keys(again.body).sort()).toEqual(Object.keys(fresh.body).sort());
    expect(again.body).toEqual({ id: expect.any(String), username: 'Kaiba', color: expect.any(String) });
    expect(again.body.id).not.toBe(first.body.id);
    expect(await User.exists({ usernameLower: 'kaiba' })).toBeNull();
    await api()
      .post('/authentication/login')
      .send({ username: 'Kaiba', password: valid.password })
      .expect(401);
  });

  it('publishes user.registered through the outbox', async () => {
    const response = await register(valid).expect(201);
    for (let i = 0; i < 50; i += 1) {
      const pending = await User.findById(response.body.id).lean();
      if (pending?.outbox.length === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const stored = await User.findById(response.body.id).lean();
    expect(stored?.outbox).toEqual([]);
  });
});

describe('POST /authentication/login', () => {
  beforeEach(() => register(valid).expect(201));

  it('answers a token naming the user, whatever the username case', async () => {
    const response = await api()
      .post('/authentication/login')
      .send({ username: 'yugi.muto', password: valid.password })
      .expect(200);
    expect(verifyToken(response.body.token, service.env)).toEqual({
      id: expect.any(String),
      username: 'Yugi.Muto',
    });
  });

  it('gives the same 401 for a wrong password and an unknown username', async () => {
    const wrongPassword = await api()
      .post('/authentication/login')
      .send({ username: valid.username, password: 'wrong-password' })
      .expect(401);
    const unknownUser = await api()
      .post('/authentication/login')
      .send({ username: 'Kaiba', password: valid.password })
      .expect(401);
    expect(wrongPassword.body).toEqual({ message: text.invalidCredentials });
    expect(unknownUser.body).toEqual(wrongPassword.body);
  });
});

describe('POST /authentication/verify', () => {
  it('answers success for a token it signed', async () => {
    await register(valid).expect(201);
    const { body } = await api().post('/authentication/login').send(valid).expect(200);
    await api().post('/authentication/verify').send({ token: body.token }).expect(200, { success: true });
  });

  it.each(badTokenKinds)('answers no success for a %s token', async (kind) => {
    const token = badTokens({ id: '64b000000000000000000001', username: 'Yugi.Muto' })[kind];
    await api().post('/authentication/verify').send({ token }).expect(200, { success: false });
  });
});
