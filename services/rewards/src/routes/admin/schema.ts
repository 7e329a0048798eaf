import { rewardsRoutes } from '@progression/contracts/routes';
import { validate } from '@progression/service-kit';

export const byGame = validate({ query: rewardsRoutes.rewardsOfEveryPlayer.query });
export const history = validate({ query: rewardsRoutes.rewardHistory.query });
export const byId = validate({ params: rewardsRoutes.revertReward.params });
