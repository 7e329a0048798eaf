import type { Game, Player } from '@progression/contracts';

/** Where an answer from the server stands (react-query's statuses). */
export interface Answer<T> {
  status: 'pending' | 'error' | 'success';
  data?: T;
}

export type AdminAccess = 'checking' | 'allowed' | 'refused';

/**
 * The admin guard of spec section 4: the game list is loaded; without a selected game (or with one the
 * caller does not play in, or another game than the route's) access is refused; otherwise the caller's
 * player in the selected game decides by `isAdmin`. Any failure refuses.
 */
export function adminAccess(
  routeGameId: string,
  selectedGameId: string | null,
  games: Answer<readonly Game[]>,
  player: Answer<Player>,
): AdminAccess {
  if (games.status === 'pending') return 'checking';
  if (games.status === 'error' || !games.data) return 'refused';
  if (!selectedGameId || selectedGameId !== routeGameId) return 'refused';
  if (!games.data.some((game) => game.id === selectedGameId)) return 'refused';
  if (player.status === 'pending') return 'checking';
  return player.status === 'success' && player.data?.isAdmin === true ? 'allowed' : 'refused';
}
