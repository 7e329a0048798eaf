import { defineHandler } from '@progression/service-kit';
import { Game } from '../../models/game';

/**
 * Keeps each player's `activeDrafts` (the pack drafts they have not finished, shown by the game overview's
 * Drafts card) from the drafts service's events: `draft.created` adds the draft, `draft.completed` (every
 * pack opened, or a reward claim reverted) removes it. One ordered handler, so a completion is never
 * applied before its creation; `$addToSet`/`$pull` make a redelivery change nothing.
 */
export const activeDrafts = defineHandler({
  name: 'active-drafts',
  events: ['draft.created', 'draft.completed'],
  ordered: true,
  async handle(event) {
    const { gameId, playerId, draftId } = event.data;
    const change =
      event.type === 'draft.created'
        ? { $addToSet: { 'players.$.activeDrafts': draftId } }
        : { $pull: { 'players.$.activeDrafts': draftId } };
    await Game.updateOne({ _id: gameId, 'players._id': playerId }, change);
  },
});
