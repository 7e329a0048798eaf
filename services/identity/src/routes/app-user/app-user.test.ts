import request from 'supertest';
import {
  badTokenKinds,
  badTokens,
  bearerFor,
  startTestService,
  type TestService,
} from '@progression/service-kit/testing';
import { createApp } from '../../app';
import { envShape } from '../../env';

let service: TestService<typeof envShape>;
const api = () => request(service.app.callback());
const someone = { id: '64b000000000000000000001', username: 'Someone' };

async function registered(username: string) {
  const { body } = await api()
    .post('/authentication/register')
    .send({ username, email: `${username}@example.com`, password: 'password-of-a-duelist' })
    .expect(201);
  return body as { id: string; username: string; color: string };
}

beforeAll(async () => {
  service = await startTestService({ name: 'identity', createApp, extraShape: envShape });
}, 30_000);
afterEach(() => service.clearDatabase());
afterAll(() => service.stop());

describe('GET /rest/api/app-user', () => {
  it('answers the users named by repeated userId parameters', async () => {
    const yugi = await registered('Yugi');
    const joey = await registered('Joey');
    await registered('Kaiba');
    const response = await api()
      .get(`/rest/api/app-user?userId=${yugi.id}&userId=${joey.id}&userId=not-an-id`)
      .set('authorization', bearerFor(someone))
      .expect(200);
    expect(response.body.users).toHaveLength(2);
    expect(response.body.users).toEqual(expect.arrayContaining([yugi, joey]));
  });

  it('answers one user for a single userId', async () => {
    const yugi = await registered('Yugi');
    await api()
      .get(`/rest/api/app-user?userId=${yugi.id}`)
      .set('authorization', bearerFor(someone))
      .expect(200, { users: [yugi] });
  });

  it('needs a token', async () => {
    await api().get('/rest/api/app-user?userId=x').expect(401);
  });

  it.each(badTokenKinds)('refuses a %s token', async (kind) => {
    await api()
      .get('/rest/api/app-user?userId=x')
      .set('authorization', `Bearer ${badTokens(someone)[kind]}`)
      .expect(401);
  });
});
