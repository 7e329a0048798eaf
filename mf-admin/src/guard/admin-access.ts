import type { Game, Player } from '@progression/contracts';

/** Where an answer from the server stands (react-query's statuses). */
export interface Answer<T> {
  status: 'pending' | 'error' | 'success';
  data?: T;
}

export type AdminAccess = 'checking' | 'allowed' | 'refused';

/** Whether the user plays in the game, once the list of their games is known. */
export const playsIn = (gameId: string, games: Answer<readonly Game[]>): boolean =>
  games.data?.some((game) => game.id === gameId) === true;

/**
 * The admin guard of spec section 4, for the game the URL names: that game is the selected one (the shell
 * selects a game of the user's that a URL names, so a bookmarked admin page opens for its admin). The game
 * list is loaded; a game the caller does not play in is refused and never selected; otherwise the caller's
 * player in it decides by `isAdmin`. Any failure refuses.
 */
export function adminAccess(
  routeGameId: string,
  games: Answer<readonly Game[]>,
  player: Answer<Player>,
): AdminAccess {
  if (games.status === 'pending') return 'checking';
  if (games.status === 'error' || !playsIn(routeGameId, games)) return 'refused';
  if (player.status === 'pending') return 'checking';
  return player.status === 'success' && player.data?.isAdmin === true ? 'allowed' : 'refused';
}
