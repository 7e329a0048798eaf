import { rewardsRoutes } from '@progression/contracts/routes';
import { validate } from '@progression/service-kit';

export const byGame = validate({ query: rewardsRoutes.listRewards.query });
export const byId = validate({ params: rewardsRoutes.getReward.params });
/** The tracks of a game, or with no game the documented default tracks. */
export const gameTracks = validate({ query: rewardsRoutes.rewardTracks.query });

// The claims (pack-drafts.ts, wildcard-drafts.ts): a draft's id is read before the access check, its
// body after it.
export const filterDraft = validate({ body: rewardsRoutes.filterPackReward.body });
/** More packs than any reward could ask for is refused by the schema, before any lookup. */
export const claimPacks = validate({ body: rewardsRoutes.claimPackReward.body });
export const claimCards = validate({ body: rewardsRoutes.claimWildcardReward.body });
