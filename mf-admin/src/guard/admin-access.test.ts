import type { Game, Player } from '@progression/contracts';
import { canAdminister, type AdminAccessSources } from './admin-access';

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

const player = (isAdmin: boolean): Player => ({
  id: 'p1',
  userId: 'u1',
  gameId: 'g1',
  username: 'kaiba',
  isAdmin,
  activeDrafts: [],
});

function sources(games: Game[], isAdmin: boolean, asked: string[] = []): AdminAccessSources {
  return {
    fetchGames: async () => games,
    fetchActivePlayer: async (gameId) => {
      asked.push(gameId);
      return player(isAdmin);
    },
  };
}

describe('the game admin guard', () => {
  it('lets the admin of the selected game in', async () => {
    await expect(canAdminister('g1', 'g1', sources([game('g1')], true))).resolves.toBe(true);
  });

  it('refuses a player who is not an admin', async () => {
    await expect(canAdminister('g1', 'g1', sources([game('g1')], false))).resolves.toBe(false);
  });

  it('refuses when no game is selected, without asking for a player', async () => {
    const asked: string[] = [];
    await expect(canAdminister('g1', null, sources([game('g1')], true, asked))).resolves.toBe(false);
    expect(asked).toEqual([]);
  });

  it('refuses when the selected game is another than the page is for', async () => {
    await expect(canAdminister('g2', 'g1', sources([game('g1'), game('g2')], true))).resolves.toBe(false);
  });

  it('refuses a selected game the user does not play in', async () => {
    await expect(canAdminister('g9', 'g9', sources([game('g1')], true))).resolves.toBe(false);
  });

  it('refuses when the server cannot answer', async () => {
    const failing: AdminAccessSources = {
      fetchGames: async () => {
        throw new Error('offline');
      },
      fetchActivePlayer: async () => player(true),
    };
    await expect(canAdminister('g1', 'g1', failing)).resolves.toBe(false);
  });
});
