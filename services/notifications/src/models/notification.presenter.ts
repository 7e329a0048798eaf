import type { Notification as NotificationView, NotificationKind } from '@progression/contracts';
import type { NotificationRecord } from './notification';

/** A notification as its user sees it: no user id (they only ever see their own). */
export function presentNotification(record: NotificationRecord): NotificationView {
  return {
    id: record._id,
    seq: record.seq,
    kind: record.kind as NotificationKind,
    gameId: record.gameId,
    message: record.message,
    link: record.link,
    read: record.read ?? false,
    createdAt: record.createdAt.toISOString(),
  };
}
