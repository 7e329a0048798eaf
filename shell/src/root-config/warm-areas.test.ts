import { session } from '@progression/platform';
import { areaCodeAsked, areaLifecycles } from './area-code';
import { areaRoutes } from './routes';
import { warmAreas } from './warm-areas';

const preloaded: string[] = [];
jest.mock('./area-code', () => {
  const asked = new Set<string>();
  return {
    areaCodeAsked: jest.fn((name: string) => asked.has(name)),
    areaLifecycles: jest.fn((name: string) => {
      asked.add(name);
      return name === 'mf_admin'
        ? Promise.reject(new Error('not deployed'))
        : Promise.resolve({ preload: () => Promise.resolve(preloaded.push(name)) });
    }),
    forget: () => asked.clear(),
  };
});

const loaded = () => (areaLifecycles as jest.Mock).mock.calls.map(([name]) => name as string);
/** Lets the idle callbacks (jsdom has none: 200 ms timers) and the loads between them run. */
const idle = async (rounds: number) => {
  for (let round = 0; round < rounds; round++) await jest.advanceTimersByTimeAsync(250);
};
const fire = (type: string, target: EventTarget = document.body) =>
  target.dispatchEvent(new Event(type, { bubbles: true }));

let stop: () => void;
beforeEach(() => {
  jest.useFakeTimers();
  (jest.requireMock('./area-code') as { forget(): void }).forget();
  (areaLifecycles as jest.Mock).mockClear();
  preloaded.length = 0;
  session.setToken('token-1');
  document.body.innerHTML = '';
});
afterEach(() => {
  stop?.();
  jest.useRealTimers();
  session.clearToken();
});

describe('loading the areas before they are opened', () => {
  it('loads nothing for a page nobody has used, then every area one at a time once someone has', async () => {
    stop = warmAreas(() => areaRoutes);
    await idle(3);
    expect(loaded()).toEqual([]);

    fire('pointermove');
    await idle(1);
    expect(loaded()).toEqual(['mf_games']);
    await idle(areaRoutes.length + 1);
    expect(loaded()).toEqual(areaRoutes.map((route) => route.name));
    // Each area's code that a first mount needs runs too, nothing mounted.
    expect(preloaded).toEqual(['mf_games', 'mf_collection', 'mf_decks', 'mf_drafts']);
    // The area that failed is not tried again in the background.
    await idle(5);
    expect(loaded().filter((name) => name === 'mf_admin')).toHaveLength(1);
  });

  it('waits while an area the user opened is still loading', async () => {
    let opening = true;
    stop = warmAreas(
      () => areaRoutes,
      () => opening,
    );
    fire('pointerdown');
    await idle(4);
    expect(loaded()).toEqual([]);
    opening = false;
    await idle(2);
    expect(loaded()[0]).toBe('mf_games');
  });

  it('skips the areas already loaded or on their way', async () => {
    void areaLifecycles('mf_games');
    void areaLifecycles('mf_collection');
    (areaLifecycles as jest.Mock).mockClear();
    stop = warmAreas(() => areaRoutes);
    fire('keydown');
    await idle(areaRoutes.length + 1);
    expect(loaded()).toEqual(['mf_decks', 'mf_admin', 'mf_drafts']);
    expect(areaCodeAsked('mf_drafts')).toBe(true);
  });

  it("loads a link's area at once when the pointer rests on it, it is focused or touched", async () => {
    document.body.innerHTML =
      '<a href="/games/game/g1/decks"><span>Decks</span></a><a href="/drafts/overview">Drafts</a>' +
      '<a href="https://elsewhere.example/games/game/g1/collection">Away</a><a href="/welcome">Welcome</a>';
    stop = warmAreas(() => areaRoutes);
    const [decks, drafts, away, welcome] = [...document.querySelectorAll('a')];
    fire('pointerover', decks.querySelector('span')!);
    fire('focusin', away);
    fire('focusin', welcome);
    expect(loaded()).toEqual(['mf_decks']);
    fire('touchstart', drafts);
    expect(loaded()).toEqual(['mf_decks', 'mf_drafts']);
  });

  it('loads nothing for a signed-out page until someone signs in and uses it', async () => {
    session.clearToken();
    document.body.innerHTML = '<a href="/games/game/g1/decks">Decks</a>';
    stop = warmAreas(() => areaRoutes);
    fire('pointerover', document.querySelector('a')!);
    fire('pointermove');
    await idle(3);
    expect(loaded()).toEqual([]);

    session.setToken('token-2');
    fire('pointermove');
    await idle(1);
    expect(loaded()).toEqual(['mf_games']);
  });

  it('loads nothing when the user saves data', async () => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    try {
      document.body.innerHTML = '<a href="/games/game/g1/decks">Decks</a>';
      stop = warmAreas(() => areaRoutes);
      fire('pointerover', document.querySelector('a')!);
      fire('pointermove');
      await idle(3);
      expect(loaded()).toEqual([]);
    } finally {
      delete (navigator as { connection?: unknown }).connection;
    }
  });
});
