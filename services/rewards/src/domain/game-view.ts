import type { CardPool, PlanSet } from '@progression/contracts';

/** A player of a game as rewards knows it (from games' events). */
export interface GamePlayer {
  id: string;
  userId: string;
  username: string;
  isAdmin: boolean;
}

/**
 * A game as rewards needs it: its players, the weeks started so far with their sets, and the plan's pools
 * (which pool's sets a reward pack draws from). Kept from games' events (models/game.ts).
 */
export interface GameView {
  gameId: string;
  /** The number of weeks started (0 before the game starts). */
  activeWeek: number;
  /** In join order. */
  players: GamePlayer[];
  plan: {
    cardPools: CardPool[];
    weeks: Array<{ week: number; weekSets: Array<{ pool: string; sets: PlanSet[] }> }>;
  };
}

/** What the routes ask about games: answered from the copy, never by calling games per request. */
export interface GamesReader {
  /** The user's player in the game; 404 (games' words) when they do not play in it. */
  playerOf(gameId: string, userId: string): Promise<GamePlayer>;
  /** The user's player and the game read for it (one read where a route needs both). */
  playerInGame(gameId: string, userId: string): Promise<{ player: GamePlayer; game: GameView }>;
  /** The game; 404 when rewards knows no such game. */
  game(gameId: string): Promise<GameView>;
}
