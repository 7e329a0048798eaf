import { flash, session } from '@progression/platform';
import { checkSessionOnLoad } from './session-check';

type Answer = number | 'no answer' | { success: boolean };

/** Stands in for the network (jsdom has none): verify answers each call with the next of `answers`. */
function verifyAnswers(...answers: Answer[]): { calls: () => number } {
  let calls = 0;
  globalThis.fetch = (async () => {
    const answer = answers[Math.min(calls, answers.length - 1)];
    calls += 1;
    if (answer === 'no answer') throw new TypeError('Failed to fetch');
    const status = typeof answer === 'number' ? answer : 200;
    const text = JSON.stringify(typeof answer === 'number' ? { message: 'busy' } : answer);
    return { ok: status === 200, status, text: async () => text } as Response;
  }) as typeof fetch;
  return { calls: () => calls };
}

/** Lets the retries' waits pass: 1 s, then 2 s, then 4 s. */
const waitSeconds = (seconds: number) => jest.advanceTimersByTimeAsync(seconds * 1000);

beforeEach(() => {
  jest.useFakeTimers();
  window.history.pushState(null, '', '/games/overview');
  session.setToken('token-1');
});
afterEach(() => {
  jest.useRealTimers();
  flash.clear();
  session.clearToken();
});

describe('the session check on page load', () => {
  it('keeps the token and the page through a 429, a 503 and no answer, asking until the server answers', async () => {
    const verify = verifyAnswers(429, 503, 'no answer', { success: true });
    checkSessionOnLoad();
    await waitSeconds(1 + 2 + 4);
    expect(verify.calls()).toBe(4);
    expect(session.getToken()).toBe('token-1');
    expect(window.location.pathname).toBe('/games/overview');
    await waitSeconds(60);
    expect(verify.calls()).toBe(4);
  });

  it('shows nothing while verify answers 500', async () => {
    verifyAnswers(500, { success: true });
    checkSessionOnLoad();
    await waitSeconds(1);
    expect(flash.get()).toEqual([]);
    expect(session.getToken()).toBe('token-1');
  });

  it.each([
    ['success: false', { success: false }],
    ['a 401', 401],
  ] as const)('removes the token and goes to /login on %s', async (_case, answer) => {
    verifyAnswers(answer);
    checkSessionOnLoad();
    await waitSeconds(0);
    expect(session.getToken()).toBeNull();
    expect(window.location.pathname).toBe('/login');
  });

  it('stops asking once the user has logged in again meanwhile', async () => {
    const verify = verifyAnswers(503, { success: false });
    checkSessionOnLoad();
    await waitSeconds(0);
    session.setToken('token-2');
    await waitSeconds(60);
    expect(verify.calls()).toBe(1);
    expect(session.getToken()).toBe('token-2');
  });
});
