import { createStoredState } from './state';
import { storageKeys } from './storage';

const selectedGameState = createStoredState<string | null>(
  storageKeys.selectedGameId,
  (stored) => (stored ? stored : null),
  (id) => id,
);

/** The game the Games sidebar and game pages work on; persisted, cleared by `resetState()`. */
export const selectedGame = {
  id$: selectedGameState.value$,
  get: selectedGameState.get,
  select: (id: string) => selectedGameState.set(id),
  clear: () => selectedGameState.set(null),
  state: selectedGameState,
};

/**
 * The game a game page's URL names (`/games/game/{id}/...`), or null elsewhere. A URL names the game it
 * shows, so the shell selects it once it is one of the user's games (a bookmark opens as that game).
 */
export function gameIdInPath(pathname: string): string | null {
  const [games, game, id] = pathname.split('/').filter(Boolean);
  return games === 'games' && game === 'game' && id ? id : null;
}
