import { rewardsRoutes } from '@progression/contracts/routes';
import { validate } from '@progression/service-kit';

export const readConfig = validate({ params: rewardsRoutes.rewardConfig.params });
/** The tracks (the body), read after the access check; the game's id is `readConfig`'s. */
export const writeConfig = validate({ body: rewardsRoutes.saveRewardConfig.body });
