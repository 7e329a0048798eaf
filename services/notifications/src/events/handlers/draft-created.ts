import { messages } from '@progression/contracts';
import { defineHandler } from '@progression/service-kit';
import { links } from '../../domain/links';
import { liveFeed } from '../../live/feed';
import { notify } from '../../live/store';
import { gameNameOf } from '../../models/known-game';
import { Notification } from '../../models/notification';
import { nextSequence } from '../../models/user-sequence';

/**
 * A CUSTOM draft is its own notification. A WEEKLY draft is part of its week's notification: that one
 * now links to the draft and comes round again (a new sequence number, so open bells update it and
 * refresh the drafts) instead of a second notification. REWARD drafts come from the player's own claim.
 */
export const draftCreated = defineHandler({
  name: 'draft-created',
  events: ['draft.created'],
  async handle(event, { attempt }) {
    const { data } = event;
    if (data.source === 'CUSTOM') {
      const game = await gameNameOf(data.gameId);
      await notify({
        eventId: event.id,
        kind: 'CUSTOM_DRAFT',
        gameId: data.gameId,
        occurredAt: event.occurredAt,
        recipients: [
          {
            userId: data.userId,
            message: messages.notifications.customDraft(game),
            link: links.draft(data.gameId, data.draftId),
          },
        ],
      });
      return;
    }
    if (data.source !== 'WEEKLY') return;
    const weekNote = {
      userId: data.userId,
      gameId: data.gameId,
      kind: 'WEEK_STARTED' as const,
      week: data.week,
    };
    const note = await Notification.findOne(weekNote).lean();
    if (!note) {
      // The week's notification comes from game.week.started, usually first; a late joiner's drafts of
      // weeks before they joined have none, so after a few deliveries there is nothing to attach to.
      if (attempt < 4) throw new Error(`week ${data.week} notification not stored yet`);
      return;
    }
    if (note.draftId) return; // its first weekly draft already gave it its link (or this is a redelivery)
    const seq = await nextSequence(data.userId);
    const changed = await Notification.updateOne(
      { _id: note._id, draftId: { $exists: false } },
      { $set: { draftId: data.draftId, link: links.draft(data.gameId, data.draftId), seq } },
    );
    if (changed.modifiedCount > 0) liveFeed.announce(data.userId);
  },
});
