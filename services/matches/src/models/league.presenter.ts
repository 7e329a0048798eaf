import {
  defaultAutoConfirmHours,
  defaultSwissRounds,
  type MatchConfig,
  type MatchLeg,
} from '@progression/contracts';
import type { ComputedLeg } from '../domain/legs';
import type { LeagueRecord } from './league';

/** The game's match config; a game never configured has legs off, length 0, no placement scores. */
export const presentConfig = (league: Pick<LeagueRecord, '_id' | 'config'>): MatchConfig => ({
  gameId: league._id,
  legsEnabled: league.config?.legsEnabled ?? false,
  legLength: league.config?.legLength ?? 0,
  placementScores: league.config?.placementScores ?? [],
  pairing: league.config?.pairing ?? 'ROUND_ROBIN',
  swissRounds: league.config?.swissRounds ?? defaultSwissRounds,
  confirmResults: league.config?.confirmResults ?? false,
  autoConfirmHours: league.config?.autoConfirmHours ?? defaultAutoConfirmHours,
});

/** A leg as clients see it (its weeks follow from its number and the config). */
export const presentLeg = ({ leg, complete, entries }: ComputedLeg): MatchLeg => ({ leg, complete, entries });
