import { session } from '@progression/platform';
import { appStatuses, setAppStatus } from './app-status';
import { areaLifecycles } from './area-code';
import { areaRoutes } from './routes';
import { warmAreas } from './warm-areas';

const mockPreloaded: string[] = [];
jest.mock('./area-code', () => {
  const asked = new Set<string>();
  return {
    areaCodeAsked: jest.fn((name: string) => asked.has(name)),
    areaLifecycles: jest.fn((name: string) => {
      asked.add(name);
      return name === 'mf_drafts'
        ? Promise.reject(new Error('not deployed'))
        : Promise.resolve({ preload: () => Promise.resolve(mockPreloaded.push(name)) });
    }),
    forget: () => asked.clear(),
  };
});

jest.mock('@progression/ui', () => ({ preloadRadix: jest.fn(() => Promise.resolve()) }));
const { preloadRadix } = jest.requireMock('@progression/ui') as { preloadRadix: jest.Mock };

const loaded = () => (areaLifecycles as jest.Mock).mock.calls.map(([name]) => name as string);
/** Lets the idle callbacks (jsdom has none: 200 ms timers) and the loads between them run. */
const idle = async (rounds: number) => {
  for (let round = 0; round < rounds; round++) await jest.advanceTimersByTimeAsync(250);
};
const fire = (type: string, target: EventTarget = document.body) =>
  target.dispatchEvent(new Event(type, { bubbles: true }));
/** The links of a player's page: every area but the admin one (shown to a game's admins only). */
const playerLinks = [
  '/games/overview',
  '/games/game/g1/collection',
  '/games/game/g1/decks',
  '/drafts/overview',
  'https://elsewhere.example/games/game/g1/admin',
  '/welcome',
];
const link = (path: string) => document.querySelector(`a[href="${path}"]`)!;

let stop: () => void;
beforeEach(() => {
  jest.useFakeTimers();
  (jest.requireMock('./area-code') as { forget(): void }).forget();
  (areaLifecycles as jest.Mock).mockClear();
  preloadRadix.mockClear();
  mockPreloaded.length = 0;
  appStatuses.set({});
  session.setToken('token-1');
  window.history.pushState(null, '', '/welcome');
  document.body.innerHTML = playerLinks.map((path) => `<a href="${path}"><span>${path}</span></a>`).join('');
});
afterEach(() => {
  stop?.();
  jest.useRealTimers();
  session.clearToken();
});

describe('loading the areas before they are opened', () => {
  it('loads nothing for a page nobody has used, then each area the page links to, one at a time', async () => {
    stop = warmAreas(() => areaRoutes);
    await idle(3);
    expect(loaded()).toEqual([]);

    fire('pointermove');
    // First the design system's deferred parts (its menus and dialogs), then the areas.
    await idle(1);
    expect(preloadRadix).toHaveBeenCalledTimes(1);
    expect(loaded()).toEqual([]);
    await idle(1);
    expect(loaded()).toEqual(['mf_games']);
    await idle(areaRoutes.length + 1);
    // Not the admin area: this page does not link to it.
    expect(loaded()).toEqual(['mf_games', 'mf_collection', 'mf_decks', 'mf_drafts']);
    // Each area's code that a first mount needs runs too, nothing mounted.
    expect(mockPreloaded).toEqual(['mf_games', 'mf_collection', 'mf_decks']);
    // The area that failed is not tried again in the background.
    await idle(5);
    expect(loaded().filter((name) => name === 'mf_drafts')).toHaveLength(1);
  });

  it('waits while the area of the page is still loading, not for one the user left', async () => {
    window.history.pushState(null, '', '/games/game/g1/collection');
    setAppStatus('mf_collection', { state: 'loading' });
    // Left before it mounted: stays "loading", and must not hold anything back.
    setAppStatus('mf_decks', { state: 'loading' });
    stop = warmAreas(() => areaRoutes);
    fire('pointerdown');
    await idle(4);
    expect(loaded()).toEqual([]);

    setAppStatus('mf_collection', { state: 'ready' });
    await idle(2);
    expect(loaded()[0]).toBe('mf_games');
  });

  it('skips the areas already loaded, on their way, or failed', async () => {
    void areaLifecycles('mf_games');
    void areaLifecycles('mf_collection');
    (areaLifecycles as jest.Mock).mockClear();
  preloadRadix.mockClear();
    setAppStatus('mf_decks', { state: 'error', message: 'offline' });
    stop = warmAreas(() => areaRoutes);
    fire('keydown');
    fire('pointerover', link('/games/game/g1/decks'));
    await idle(areaRoutes.length + 1);
    expect(loaded()).toEqual(['mf_drafts']);
  });

  it("loads a link's area at once when the pointer rests on it, it is focused or touched", async () => {
    stop = warmAreas(() => areaRoutes);
    fire('pointerover', link('/games/game/g1/decks').querySelector('span')!);
    fire('focusin', link('https://elsewhere.example/games/game/g1/admin'));
    fire('focusin', link('/welcome'));
    expect(loaded()).toEqual(['mf_decks']);
    fire('touchstart', link('/games/game/g1/collection'));
    expect(loaded()).toEqual(['mf_decks', 'mf_collection']);
  });

  it('loads nothing for a signed-out page until someone signs in and uses it', async () => {
    session.clearToken();
    stop = warmAreas(() => areaRoutes);
    fire('pointerover', link('/games/game/g1/decks'));
    fire('pointermove');
    await idle(3);
    expect(loaded()).toEqual([]);
    expect(preloadRadix).not.toHaveBeenCalled();

    session.setToken('token-2');
    fire('pointermove');
    await idle(2);
    expect(loaded()).toEqual(['mf_games']);
  });

  it('stops when the user signs out, and goes on after the next sign-in once someone uses the page', async () => {
    stop = warmAreas(() => areaRoutes);
    fire('pointermove');
    await idle(2);
    expect(loaded()).toEqual(['mf_games']);
    session.clearToken();
    await idle(5);
    expect(loaded()).toEqual(['mf_games']);

    session.setToken('token-2');
    await idle(3);
    expect(loaded()).toEqual(['mf_games']);
    fire('keydown');
    await idle(areaRoutes.length + 1);
    expect(loaded()).toEqual(['mf_games', 'mf_collection', 'mf_decks', 'mf_drafts']);
  });

  it('loads nothing when the user saves data', async () => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    try {
      stop = warmAreas(() => areaRoutes);
      fire('pointerover', link('/games/game/g1/decks'));
      fire('pointermove');
      await idle(3);
      expect(loaded()).toEqual([]);
    } finally {
      delete (navigator as { connection?: unknown }).connection;
    }
  });
});
