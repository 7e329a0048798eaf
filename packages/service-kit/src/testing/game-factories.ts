import type { Game, Player } from '@progression/contracts';

/**
 * A game as games answers it, for the fakes and stand-ins of its neighbours' tests: a "League" in progress
 * in week 1, without weeks or players, unless `fields` says otherwise.
 */
export function testGame(id: string, fields: Partial<Game> = {}): Game {
  return {
    id,
    name: 'League',
    status: 'IN_PROGRESS',
    activeWeek: 1,
    started: '2026-01-01T00:00:00.000Z',
    inviteCode: 'ABCDEFGHJK',
    weeks: [],
    playerIds: [],
    modeId: '64d000000000000000000001',
    cardGameType: 'YUGIOH',
    settings: { givePriorDraftsToLateJoiners: false },
    ...fields,
  };
}

/** One player of a game as games answers it: `user`'s, with no draft open. */
export function testPlayer(
  id: string,
  gameId: string,
  user: { id: string; username: string },
  isAdmin = false,
): Player {
  return { id, userId: user.id, gameId, username: user.username, isAdmin, activeDrafts: [] };
}
