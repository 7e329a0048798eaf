import { derivedId } from '../ids';

/** The one table of a game's week's BOOSTER_DRAFT stage (every player's draft has the same stages). */
export const tableIdOf = (gameId: string, week: number, stage: number): string =>
  derivedId('TABLE', gameId, week, stage);

/** The table of a demo draft's BOOSTER_DRAFT stage: the demo user's own, seated with bots. */
export const demoTableIdOf = (demoDraftId: string, stage: number): string =>
  derivedId('DEMO-TABLE', demoDraftId, stage);
