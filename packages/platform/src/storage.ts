/** The browser storage keys the platform owns; nothing else writes them. */
export const storageKeys = {
  token: 'jwt_token',
  theme: 'theme',
  selectedGameId: 'selected_game_id',
  cardSize: 'card_size',
} as const;

// Storage can be unavailable (private mode, blocked cookies): the app then keeps state in memory only.
function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export function readStored(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string | null): void {
  try {
    if (value === null) storage()?.removeItem(key);
    else storage()?.setItem(key, value);
  } catch {
    // Quota or access errors: the in-memory state still holds the value for this page.
  }
}
