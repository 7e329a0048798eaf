import { api } from './api';
import { answerWith } from './fake-fetch';
import { session } from './session';

/** An answer as `fetch` resolves it (jsdom has no Response): what the API client reads of one. */
const earlyAnswer = (body: unknown, status = 200) =>
  Promise.resolve({
    ok: status >= 200 && status < 300,
    status,
    headers: { get: () => null },
    text: async () => JSON.stringify(body),
  } as unknown as Response);

describe("the shell's early reads", () => {
  beforeEach(() => {
    window.history.pushState(null, '', '/games/game/g1/overview');
    session.setToken('token-1');
  });
  afterEach(() => {
    delete window.__earlyReads;
    session.clearToken();
  });

  it('answer the first GET of their URL with the same token, once; the next goes to the network', async () => {
    window.__earlyReads = new Map([
      [
        '/rest/api/progression-game/g1',
        { token: 'token-1', sentAt: performance.now(), response: earlyAnswer({ id: 'g1', early: true }) },
      ],
    ]);
    const sent = answerWith(200, { id: 'g1', early: false });
    await expect(api.get('/rest/api/progression-game/g1')).resolves.toEqual({ id: 'g1', early: true });
    expect(sent).toHaveLength(0);
    await expect(api.get('/rest/api/progression-game/g1')).resolves.toEqual({ id: 'g1', early: false });
    expect(sent).toHaveLength(1);
  });

  it('are not used for another token, another URL or a write', async () => {
    window.__earlyReads = new Map([
      [
        '/rest/api/progression-game',
        { token: 'token-0', sentAt: performance.now(), response: earlyAnswer({ games: ['old'] }) },
      ],
      [
        '/rest/api/deck',
        { token: 'token-1', sentAt: performance.now(), response: earlyAnswer({ early: true }) },
      ],
    ]);
    const sent = answerWith(200, { games: [] });
    await expect(api.get('/rest/api/progression-game')).resolves.toEqual({ games: [] });
    await api.post('/rest/api/deck', { name: 'Deck' });
    await api.get('/rest/api/progression-game', { query: { week: 1 } });
    expect(sent.map((request) => request.url)).toEqual([
      '/rest/api/progression-game',
      '/rest/api/deck',
      '/rest/api/progression-game?week=1',
    ]);
  });

  it('are not used once they may be out of date', async () => {
    window.__earlyReads = new Map([
      [
        '/rest/api/progression-game',
        { token: 'token-1', sentAt: performance.now() - 11_000, response: earlyAnswer({ games: ['old'] }) },
      ],
    ]);
    const sent = answerWith(200, { games: [] });
    await expect(api.get('/rest/api/progression-game')).resolves.toEqual({ games: [] });
    expect(sent).toHaveLength(1);
  });

  it('are handled as any answer: a 401 ends the session', async () => {
    window.__earlyReads = new Map([
      [
        '/rest/api/progression-game',
        { token: 'token-1', sentAt: performance.now(), response: earlyAnswer({ message: 'expired' }, 401) },
      ],
    ]);
    answerWith(200, { games: [] });
    await expect(api.get('/rest/api/progression-game')).rejects.toMatchObject({ status: 401 });
    expect(session.getToken()).toBeNull();
  });

  it('fall back to the network when the early request failed', async () => {
    window.__earlyReads = new Map([
      [
        '/rest/api/progression-game',
        { token: 'token-1', sentAt: performance.now(), response: Promise.reject(new TypeError('offline')) },
      ],
    ]);
    const sent = answerWith(200, { games: [] });
    await expect(api.get('/rest/api/progression-game')).resolves.toEqual({ games: [] });
    expect(sent).toHaveLength(1);
  });
});
