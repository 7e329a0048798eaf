import { api } from './api';
import { ApiError } from './api-error';
import { consistencyToken } from './consistency-token';
import { answerBy, answerWith } from './fake-fetch';
import { flash } from './flash';
import { session } from './session';
import { storageKeys } from './storage';

describe('the API client', () => {
  beforeEach(() => {
    window.history.pushState(null, '', '/games/overview');
    session.setToken('token-1');
  });
  afterEach(() => {
    flash.clear();
    session.clearToken();
  });

  it('sends the stored token as a Bearer header and the query with repeated keys', async () => {
    const sent = answerWith(200, { games: [] });
    await expect(
      api.get('/rest/api/progression-game', { query: { packs: ['a', 'b'], week: 2 } }),
    ).resolves.toEqual({
      games: [],
    });
    expect(sent[0].url).toBe('/rest/api/progression-game?packs=a&packs=b&week=2');
    expect(sent[0].headers.Authorization).toBe('Bearer token-1');
  });

  it('raises an ApiError with the status and body of a non-ok response', async () => {
    answerWith(409, { message: 'This username is already taken' });
    const error = await api.post('/authentication/register', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, body: { message: 'This username is already taken' } });
  });

  it('removes the token and goes to /login on a 401', async () => {
    answerWith(401, { message: 'You must be logged in' });
    await expect(api.get('/rest/api/deck')).rejects.toMatchObject({ status: 401 });
    expect(session.getToken()).toBeNull();
    expect(localStorage.getItem(storageKeys.token)).toBeNull();
    expect(window.location.pathname).toBe('/login');
  });

  it('shows "There was an error" on a 500', async () => {
    answerWith(500, { message: 'boom' });
    await expect(api.put('/rest/api/deck/1', { name: 'x' })).rejects.toMatchObject({ status: 500 });
    expect(flash.get().map((message) => [message.type, message.message])).toEqual([
      ['error', 'There was an error'],
    ]);
    expect(session.getToken()).toBe('token-1');
  });

  it('keeps the session and the page on a 429, a 503 and a network failure', async () => {
    for (const status of [429, 503]) {
      answerWith(status, { message: 'busy' });
      await expect(api.post('/authentication/verify', { token: 'token-1' })).rejects.toMatchObject({
        status,
      });
    }
    globalThis.fetch = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    await expect(api.get('/rest/api/deck')).rejects.toThrow('Failed to fetch');
    expect(session.getToken()).toBe('token-1');
    expect(window.location.pathname).toBe('/games/overview');
  });

  it('shows nothing on a 500 to a quiet call, yet still ends the session on its 401', async () => {
    answerWith(500, { message: 'boom' });
    await expect(api.post('/authentication/verify', {}, { quiet: true })).rejects.toMatchObject({
      status: 500,
    });
    expect(flash.get()).toEqual([]);
    answerWith(401, { message: 'You must be logged in' });
    await expect(api.post('/authentication/verify', {}, { quiet: true })).rejects.toMatchObject({
      status: 401,
    });
    expect(session.getToken()).toBeNull();
  });

  it('leaves other statuses to the caller', async () => {
    answerWith(404, { message: 'Not found' });
    await expect(api.delete('/rest/api/deck/1')).rejects.toMatchObject({ status: 404 });
    expect(flash.get()).toEqual([]);
    expect(window.location.pathname).toBe('/games/overview');
  });

  it('answers an empty body for 204', async () => {
    const sent = answerWith(204);
    await expect(api.delete('/rest/api/deck/1')).resolves.toBeUndefined();
    expect(sent[0].method).toBe('DELETE');
  });

  it('sends the highest consistency token any answer carried with every later request', async () => {
    consistencyToken.clear();
    const tokens = ['41', undefined, '12', '57'];
    const sent = answerBy(() => {
      const token = tokens.shift();
      const headers: Record<string, string> = token ? { 'Progression-Consistency': token } : {};
      return { status: 200, body: {}, headers };
    });
    await api.put('/rest/api/pack-draft/draft-pack/status', { status: 'OPENED' });
    await api.get('/rest/api/deck');
    await api.post('/rest/api/deck', {});
    await api.get('/rest/api/collection');
    await api.get('/rest/api/deck');
    expect(sent.map((request) => request.headers['Progression-Consistency'])).toEqual([
      undefined,
      '41',
      '41',
      '41',
      '57',
    ]);
    consistencyToken.clear();
  });
});
