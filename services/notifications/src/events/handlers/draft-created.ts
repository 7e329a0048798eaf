import { messages } from '@progression/contracts';
import { defineHandler } from '@progression/service-kit';
import { links } from '../../domain/links';
import { liveFeed } from '../../live/feed';
import { notify } from '../../live/store';
import { gameNameOf } from '../../models/known-game';
import { Notification } from '../../models/notification';
import { nextSequence } from '../../models/user-sequence';

/** The week notification a player's weekly draft links to. */
const weekNoteOf = (data: { userId: string; gameId: string; week: number }) => ({
  userId: data.userId,
  gameId: data.gameId,
  kind: 'WEEK_STARTED' as const,
  week: data.week,
});

/**
 * A CUSTOM draft is its own notification. A WEEKLY draft is part of its week's notification: that one
 * now links to the draft and comes round again (a new sequence number, so open bells update it and
 * refresh the drafts) instead of a second notification. REWARD drafts come from the player's own claim.
 */
export const draftCreated = defineHandler({
  name: 'draft-created',
  events: ['draft.created'],
  /**
   * A week start's weekly drafts, together: their week notifications read in one query and linked in one
   * bulk write (each still with its own new sequence number). Anything else goes one by one.
   */
  async handleBatch(events, context) {
    const weekly = events.filter((event) => event.data.source === 'WEEKLY');
    for (const event of events) if (event.data.source !== 'WEEKLY') await draftCreated.handle(event, context);
    if (weekly.length === 0) return;
    const among = <T>(pick: (data: (typeof weekly)[number]['data']) => T) => [
      ...new Set(weekly.map(({ data }) => pick(data))),
    ];
    const notes = await Notification.find({
      userId: { $in: among((data) => data.userId) },
      kind: 'WEEK_STARTED',
      gameId: { $in: among((data) => data.gameId) },
      week: { $in: among((data) => data.week) },
    }).lean();
    const noteOf = new Map(notes.map((note) => [`${note.userId}|${note.gameId}|${note.week}`, note]));
    const linkedNow = new Set<string>(); // a week notification links to its first weekly draft only
    const linked = await Promise.all(
      weekly.map(async ({ data }) => {
        const key = `${data.userId}|${data.gameId}|${data.week}`;
        const note = noteOf.get(key);
        if (!note) {
          if (context.attempt < 4) throw new Error(`week ${data.week} notification not stored yet`);
          return undefined;
        }
        if (note.draftId || linkedNow.has(key)) return undefined;
        linkedNow.add(key);
        return { note, data, seq: await nextSequence(data.userId) };
      }),
    );
    const changes = linked.filter((link) => link !== undefined);
    if (changes.length === 0) return;
    await Notification.bulkWrite(
      changes.map(({ note, data, seq }) => ({
        updateOne: {
          filter: { _id: note._id, draftId: { $exists: false } },
          update: { $set: { draftId: data.draftId, link: links.draft(data.gameId, data.draftId), seq } },
        },
      })),
    );
    for (const userId of new Set(changes.map(({ data }) => data.userId))) liveFeed.announce(userId);
  },
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
    const note = await Notification.findOne(weekNoteOf(data)).lean();
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
