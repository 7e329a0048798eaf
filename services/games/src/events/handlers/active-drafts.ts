import type { EventEnvelope } from '@progression/contracts';
import { defineHandler } from '@progression/service-kit';
import { Game } from '../../models/game';

type DraftEvent = EventEnvelope<'draft.created' | 'draft.completed'>;

/**
 * One event's change of the player: `draft.created` adds the draft unless it already closed,
 * `draft.completed` removes it and remembers it closed. Each is one atomic write of the game, so the two
 * give the same result in either order (a completion handled first leaves the creation nothing to add),
 * and a redelivery changes nothing.
 */
function changeOf(event: DraftEvent) {
  const { gameId, playerId, draftId } = event.data;
  return event.type === 'draft.created'
    ? {
        filter: { _id: gameId, 'players._id': playerId, closedDrafts: { $ne: draftId } },
        update: { $addToSet: { 'players.$.activeDrafts': draftId } },
      }
    : {
        filter: { _id: gameId, 'players._id': playerId },
        update: { $pull: { 'players.$.activeDrafts': draftId }, $addToSet: { closedDrafts: draftId } },
      };
}

/**
 * Keeps each player's `activeDrafts` (the pack drafts they have not finished, shown by the game overview's
 * Drafts card) from the drafts service's events: `draft.created` adds the draft, `draft.completed` (every
 * pack opened, or a reward claim reverted) removes it. A week start's drafts arrive together and are
 * applied in one bulk write.
 */
export const activeDrafts = defineHandler({
  name: 'active-drafts',
  events: ['draft.created', 'draft.completed'],
  async handle(event) {
    const { filter, update } = changeOf(event);
    await Game.updateOne(filter, update);
  },
  async handleBatch(events) {
    await Game.bulkWrite(events.map((event) => ({ updateOne: changeOf(event) })));
  },
});
