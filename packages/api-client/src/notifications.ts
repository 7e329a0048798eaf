import {
  draftTableSignal,
  draftTableStreamEvent,
  notification,
  notificationStreamEvent,
  notificationsReadStreamEvent,
  notificationsResponse,
  readNotificationsResponse,
  type DraftTableSignal,
  type Notification,
  type NotificationsPage,
  type ReadNotificationsPayload,
} from '@progression/contracts';
import { api, session } from '@progression/platform';
import { sseParser } from './sse';

const base = '/rest/api/notifications';

export interface StreamOptions {
  /** The last notification's `seq` this page received: the stream resumes after it. */
  lastEventId?: string;
  signal: AbortSignal;
  /** The stream is open: from here on nothing new is missed. */
  onOpen?(): void;
  onNotification(notification: Notification, eventId: string | undefined): void;
  /** Read marks were made elsewhere (another tab); the unread count left. */
  onRead?(unreadCount: number): void;
  /** A booster draft table of the caller changed (a pick anywhere at the table). */
  onTable?(signal: DraftTableSignal): void;
}

/** The notifications service through the gateway: every reply parsed with its contracts schema. */
export const notifications = {
  /** The caller's latest notifications (newest first) and their unread count. */
  list: (limit: number, signal?: AbortSignal): Promise<NotificationsPage> =>
    api.get(base, { query: { limit }, parse: notificationsResponse.parse, signal }),

  /** Marks some (ids) or all of the caller's notifications as read; answers the unread count left. */
  markRead: async (payload: ReadNotificationsPayload): Promise<number> =>
    (await api.post(`${base}/read`, payload, { parse: readNotificationsResponse.parse })).unreadCount,

  /**
   * Reads the live stream until it ends (resolves) or fails (rejects; a 401 with status 401). Uses fetch
   * and a stream reader rather than EventSource, so the token goes in the Authorization header and never
   * in a URL that proxies log.
   */
  async stream({
    lastEventId,
    signal,
    onOpen,
    onNotification,
    onRead,
    onTable,
  }: StreamOptions): Promise<void> {
    const headers: Record<string, string> = { Accept: 'text/event-stream' };
    const token = session.getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    if (lastEventId) headers['Last-Event-ID'] = lastEventId;
    const response = await fetch(`${base}/stream`, { headers, signal, cache: 'no-store' });
    if (!response.ok || !response.body) throw new StreamRefused(response.status);
    onOpen?.();
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    const feed = sseParser((event) => {
      if (event.event === notificationsReadStreamEvent) {
        const read = readNotificationsResponse.safeParse(JSON.parse(event.data));
        if (read.success) onRead?.(read.data.unreadCount);
        return;
      }
      if (event.event === draftTableStreamEvent) {
        const table = draftTableSignal.safeParse(JSON.parse(event.data));
        if (table.success) onTable?.(table.data);
        return;
      }
      if (event.event !== notificationStreamEvent) return;
      const parsed = notification.safeParse(JSON.parse(event.data));
      if (parsed.success) onNotification(parsed.data, event.id);
    });
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      feed(value);
    }
  },
};

/** The stream was refused (e.g. 401 once the session ended). */
export class StreamRefused extends Error {
  constructor(readonly status: number) {
    super(`notification stream refused: ${status}`);
  }
}
