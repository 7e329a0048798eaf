import { derivedId } from './ids';

/** The one WEEKLY draft of a player in a game's week. */
export const weeklyDraftId = (gameId: string, week: number, playerId: string): string =>
  derivedId('WEEKLY', gameId, week, playerId);
