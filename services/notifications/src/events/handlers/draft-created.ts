import { messages } from '@progression/contracts';
import { defineHandler } from '@progression/service-kit';
import { links } from '../../domain/links';
import { keepWeekDrafts } from '../../domain/week-draft-links';
import { notify } from '../../live/store';
import { gameNameOf } from '../../models/known-game';

/**
 * A CUSTOM draft is its own notification. A WEEKLY draft is part of its week's notification: that one
 * then links to the draft and comes round again (a new sequence number, so open bells update it and
 * refresh the drafts) instead of a second notification, whether the week's notification is stored before
 * or after (domain/week-draft-links.ts). A week start's drafts come together and are kept in one batch.
 * REWARD drafts come from the player's own claim.
 */
export const draftCreated = defineHandler({
  name: 'draft-created',
  events: ['draft.created'],
  async handleBatch(events, context) {
    for (const event of events) if (event.data.source === 'CUSTOM') await draftCreated.handle(event, context);
    await keepWeekDrafts(events.filter((event) => event.data.source === 'WEEKLY').map((event) => event.data));
  },
  async handle(event) {
    const { data } = event;
    if (data.source === 'WEEKLY') return keepWeekDrafts([data]);
    if (data.source !== 'CUSTOM') return;
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
  },
});
