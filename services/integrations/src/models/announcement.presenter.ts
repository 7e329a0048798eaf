import type { Announcement as AnnouncementView } from '@progression/contracts';
import type { AnnouncementDocument } from './announcement';

/** An announcement as the admin panel lists it. */
export function presentAnnouncement(announcement: AnnouncementDocument): AnnouncementView {
  return {
    id: announcement._id,
    gameId: announcement.gameId,
    kind: announcement.kind,
    channelId: announcement.channelId,
    content: announcement.content,
    state: announcement.state ?? 'PENDING',
    attempts: announcement.attempts ?? 0,
    lastError: announcement.lastError ?? null,
    createdAt: announcement.createdAt.toISOString(),
    sentAt: announcement.sentAt ? announcement.sentAt.toISOString() : null,
  };
}
