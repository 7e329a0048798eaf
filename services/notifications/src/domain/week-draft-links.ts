import { isDuplicateKey } from '@progression/service-kit';
import { liveFeed } from '../live/feed';
import { Notification } from '../models/notification';
import { nextSequence } from '../models/user-sequence';
import { WeekDraft, weekDraftId } from '../models/week-draft';
import { links } from './links';

/** A player's weekly draft of one game's week. */
export interface WeekDraftOf {
  userId: string;
  gameId: string;
  week: number;
  draftId: string;
}

/**
 * Keeps each player's first weekly draft of the week (insert-only: a redelivery or a second draft keeps
 * the first), then links the week notifications that exist. The week's handler links what it stores after
 * storing it (`linkWeekNotifications`), so whichever of the two runs second sees the other's write and
 * every week notification gets its link, whatever the order the events are handled in.
 */
export async function keepWeekDrafts(drafts: readonly WeekDraftOf[]): Promise<void> {
  if (drafts.length === 0) return;
  try {
    await WeekDraft.collection.insertMany(
      drafts.map((draft) => ({
        _id: weekDraftId(draft.userId, draft.gameId, draft.week) as never,
        draftId: draft.draftId,
      })),
      { ordered: false },
    );
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
  }
  const games = [...new Set(drafts.map((draft) => draft.gameId))];
  for (const gameId of games) {
    for (const week of new Set(drafts.filter((draft) => draft.gameId === gameId).map((draft) => draft.week)))
      await linkWeekNotifications(
        gameId,
        week,
        drafts.filter((draft) => draft.gameId === gameId && draft.week === week).map((draft) => draft.userId),
      );
  }
}

/**
 * Points the week notifications of these users that have no draft yet at their kept weekly draft, each
 * with a new sequence number (so open bells update it and refresh the drafts): one read of each, one
 * bulk write.
 */
export async function linkWeekNotifications(gameId: string, week: number, userIds: readonly string[]) {
  if (userIds.length === 0) return;
  const notes = await Notification.find(
    {
      userId: { $in: [...new Set(userIds)] },
      kind: 'WEEK_STARTED',
      gameId,
      week,
      draftId: { $exists: false },
    },
    { userId: 1 },
  ).lean();
  if (notes.length === 0) return;
  const kept = new Map(
    (
      await WeekDraft.find({
        _id: { $in: notes.map((note) => weekDraftId(note.userId, gameId, week)) },
      }).lean()
    ).map((draft) => [draft._id, draft.draftId]),
  );
  const changes = await Promise.all(
    notes.flatMap((note) => {
      const draftId = kept.get(weekDraftId(note.userId, gameId, week));
      return draftId ? [nextSequence(note.userId).then((seq) => ({ note, draftId, seq }))] : [];
    }),
  );
  if (changes.length === 0) return;
  const result = await Notification.bulkWrite(
    changes.map(({ note, draftId, seq }) => ({
      updateOne: {
        filter: { _id: note._id, draftId: { $exists: false } },
        update: { $set: { draftId, link: links.draft(gameId, draftId), seq } },
      },
    })),
  );
  if (result.modifiedCount > 0) for (const { note } of changes) liveFeed.announce(note.userId);
}
