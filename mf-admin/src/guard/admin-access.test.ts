import type { Game, Player } from '@progression/contracts';
import { adminAccess, type Answer } from './admin-access';

const game = (id: string): Game => ({
  id,
  name: 'League',
  status: 'IN_PROGRESS',
  activeWeek: 0,
  started: new Date(0).toISOString(),
  inviteCode: 'CODE',
  weeks: [],
  playerIds: ['p1'],
  modeId: 'm1',
  cardGameType: 'YUGIOH',
  settings: { givePriorDraftsToLateJoiners: false },
});

const player = (isAdmin: boolean): Answer<Player> => ({
  status: 'success',
  data: { id: 'p1', userId: 'u1', gameId: 'g1', username: 'kaiba', isAdmin, activeDrafts: [] },
});

const games = (...ids: string[]): Answer<Game[]> => ({ status: 'success', data: ids.map(game) });
const pending = { status: 'pending' } as const;
const failed = { status: 'error' } as const;

describe('the game admin guard', () => {
  it('lets the admin of the game the URL names in, whatever was selected before', () => {
    expect(adminAccess('g1', games('g1'), player(true))).toBe('allowed');
  });

  it('refuses a player who is not an admin', () => {
    expect(adminAccess('g1', games('g1'), player(false))).toBe('refused');
  });

  it('refuses a game the user does not play in, without waiting for a player', () => {
    expect(adminAccess('g9', games('g1'), pending)).toBe('refused');
  });

  it('keeps checking until the games and then the player are known', () => {
    expect(adminAccess('g1', pending, player(true))).toBe('checking');
    expect(adminAccess('g1', games('g1'), pending)).toBe('checking');
  });

  it('refuses when the server cannot answer', () => {
    expect(adminAccess('g1', failed, player(true))).toBe('refused');
    expect(adminAccess('g1', games('g1'), failed)).toBe('refused');
  });
});
