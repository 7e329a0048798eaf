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
