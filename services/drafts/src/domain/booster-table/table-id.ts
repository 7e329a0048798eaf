import { derivedId } from '../ids';

/** The one table of a game's week's BOOSTER_DRAFT stage (every player's draft has the same stages). */
export const tableIdOf = (gameId: string, week: number, stage: number): string =>
  derivedId('TABLE', gameId, week, stage);
