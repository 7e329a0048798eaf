import type { RewardConfig } from '@progression/contracts';
import { derivedId } from './derived-id';
import { defaultRewardConfig } from './default-config';
import { RewardConfigModel } from '../models/reward-config';
import { presentRewardConfig } from '../models/reward-config.presenter';

/**
 * The stored config, or the documented default for a game whose admin never changed it. The default's
 * track ids are derived from the game, so they read the same every time.
 */
export async function configOf(gameId: string): Promise<RewardConfig> {
  const stored = await RewardConfigModel.findOne({ gameId }).lean();
  if (!stored) {
    let track = 0;
    return defaultRewardConfig(gameId, () => derivedId(gameId, 'default-track', track++));
  }
  return presentRewardConfig(stored);
}

/**
 * The documented default tracks, as a game gets them until its admin changes them: what
 * `GET game-reward/tracks` answers when it names no game. Their ids are derived, so they read the same
 * every time.
 */
export function defaultTracks(): RewardConfig {
  let track = 0;
  return defaultRewardConfig('', () => derivedId('default-config', 'default-track', track++));
}
