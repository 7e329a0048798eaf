/**
 * Pages one area links to in another, written once: an area never imports another's source, so the path
 * both sides know lives here.
 */

/** mf-decks: a player's registered deck of a week (own, an opponent's after the match, any for the admin). */
export const registeredDeckPath = (gameId: string, playerId: string, week: number) =>
  `/games/game/${encodeURIComponent(gameId)}/decks/registered/${encodeURIComponent(playerId)}?week=${week}`;
