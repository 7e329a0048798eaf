import { messages } from '@progression/contracts';
import { defineHandler, isDuplicateKey } from '@progression/service-kit';
import { links } from '../../domain/links';
import { liveFeed } from '../../live/feed';
import { Notification } from '../../models/notification';
import { nextSequence } from '../../models/user-sequence';

/** The one pick-due notification of a player at a table. */
export const pickDueNoteId = (tableId: string, userId: string) => `pick-due:${tableId}:${userId}`;

/**
 * A booster draft pick is due: the player whose seat the pack reached is told, linking to their draft's
 * table page. A live table makes a player's pick due every few seconds, so each player keeps one note per
 * table: every newer pick brings it back to the top of the bell, unread, rather than adding one more
 * (a table of 3 packs of 9 would otherwise leave 27). An older or the same pick number changes nothing,
 * so a redelivery or a late event neither rings again nor goes back. The event carries the game's and the
 * player's names (no copy needed).
 */
export const pickDue = defineHandler({
  name: 'pick-due',
  events: ['draft.pick.due'],
  async handle(event) {
    const { data } = event;
    const _id = pickDueNoteId(data.tableId, data.userId);
    const held = await Notification.findOne({ _id }, { pickNumber: 1 }).lean();
    if (held && (held.pickNumber ?? 0) >= data.pickNumber) return;
    const note = {
      userId: data.userId,
      seq: await nextSequence(data.userId),
      kind: 'PICK_DUE' as const,
      gameId: data.gameId,
      message: messages.notifications.pickDue(data.username, data.gameName),
      link: links.boosterTable(data.gameId, data.draftId),
      read: false,
      pickNumber: data.pickNumber,
      createdAt: new Date(event.occurredAt),
    };
    try {
      // Only a newer pick replaces the note; when a newer one is stored meanwhile, the insert this
      // upsert falls back to finds the id taken, and the newer note stands.
      const written = await Notification.updateOne(
        { _id, pickNumber: { $lt: data.pickNumber } },
        { $set: note },
        { upsert: true },
      );
      if (written.modifiedCount + written.upsertedCount === 0) return;
    } catch (error) {
      if (isDuplicateKey(error)) return;
      throw error;
    }
    liveFeed.announce(data.userId);
  },
});
