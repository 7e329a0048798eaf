import type { Game } from '@progression/contracts';

/** Games by start, oldest first (the games list's order). */
export function sortByStarted(games: readonly Game[]): Game[] {
  return [...games].sort((a, b) => Date.parse(a.started) - Date.parse(b.started));
}
