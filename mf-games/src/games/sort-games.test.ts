import type { Game } from '@progression/contracts';
import { sortByStarted } from './sort-games';

const game = (id: string, started: string) => ({ id, started }) as Game;

describe('the games list order', () => {
  it('puts the game started first at the top', () => {
    const games = [
      game('b', '2026-02-01T10:00:00Z'),
      game('a', '2026-01-01T10:00:00Z'),
      game('c', '2026-03-01T10:00:00Z'),
    ];
    expect(sortByStarted(games).map((g) => g.id)).toEqual(['a', 'b', 'c']);
  });
});
