import { applyOwnedCountChange, defineHandler } from '@progression/service-kit';
import { OwnedCountModel } from '../../models/owned-count';

/**
 * Keeps drafts' copy of the players' owned counts from `collection.changed` (the kit's projection: a
 * card's count only from a newer version of the player's collection, once per event). The booster draft
 * auto-pick reads it.
 */
export const ownedCounts = defineHandler({
  name: 'owned-counts',
  events: ['collection.changed'],
  handle: (event) => applyOwnedCountChange(OwnedCountModel, event),
});
