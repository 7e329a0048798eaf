/**
 * The serialized match lists of recently read games, each under the game's `matchesVersion` read before
 * the list: any match write bumps the version after it, so a cached list is served only while no write
 * came after it (a list read during a write may be newer than its version, never older). Per replica;
 * the oldest games drop out past `maxGames`.
 */
export function listCache(maxGames = 200) {
  const lists = new Map<string, { version: number; body: string }>();
  return {
    get(gameId: string, version: number): string | undefined {
      const hit = lists.get(gameId);
      if (!hit || hit.version !== version) return undefined;
      // Re-inserted: most recently used last.
      lists.delete(gameId);
      lists.set(gameId, hit);
      return hit.body;
    },
    set(gameId: string, version: number, body: string): void {
      lists.delete(gameId);
      lists.set(gameId, { version, body });
      if (lists.size > maxGames) lists.delete(lists.keys().next().value!);
    },
  };
}
export type ListCache = ReturnType<typeof listCache>;
