import type { gamesCalls, InternalGame } from '@progression/contracts';
import type { CallClient } from '@progression/service-kit';

/**
 * Games' internal read of a game (service token; games' 404 passes through). Rewards reads games from its
 * event-fed copy (domain/games.ts); this only seeds the copy of a game no event has told it about yet.
 */
export const internalGameOf =
  (games: CallClient<typeof gamesCalls>) =>
  (gameId: string): Promise<InternalGame> =>
    games.internalGame({ params: { id: gameId } });
