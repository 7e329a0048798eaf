import type { Game, Player } from '@progression/contracts';

/** What the admin guard needs from the server. */
export interface AdminAccessSources {
  fetchGames: (signal?: AbortSignal) => Promise<Game[]>;
  fetchActivePlayer: (gameId: string, signal?: AbortSignal) => Promise<Player>;
}

/**
 * The admin guard of spec section 4: the game list is loaded; without a selected game (or with one the
 * caller does not play in, or another game than the route's) access is refused; otherwise the caller's
 * player in the selected game decides by `isAdmin`. Any failure refuses.
 */
export async function canAdminister(
  routeGameId: string,
  selectedGameId: string | null,
  sources: AdminAccessSources,
  signal?: AbortSignal,
): Promise<boolean> {
  try {
    const games = await sources.fetchGames(signal);
    if (!selectedGameId || selectedGameId !== routeGameId) return false;
    if (!games.some((game) => game.id === selectedGameId)) return false;
    const player = await sources.fetchActivePlayer(selectedGameId, signal);
    return player.isAdmin;
  } catch {
    return false;
  }
}
