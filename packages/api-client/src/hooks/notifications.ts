import { useEffect } from 'react';
import type { Notification, NotificationsPage, ReadNotificationsPayload } from '@progression/contracts';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../keys';
import { staleKeysOf } from '../notification-invalidation';
import { tableSignalled } from '../table-signal';
import { notifications, StreamRefused } from '../notifications';

/** How many of the latest notifications the bell shows. */
export const latestNotificationsShown = 20;
/** Wait before reconnecting a dropped stream (the server says the same with `retry:`). */
const reconnectMs = 2000;

/** The caller's latest notifications and unread count (the bell). */
export const useNotifications = (enabled = true) =>
  useQuery({
    queryKey: queryKeys.notifications.latest(),
    queryFn: ({ signal }) => notifications.list(latestNotificationsShown, signal),
    enabled,
  });

/** Marks some or all as read; the bell's list and count follow. */
export function useMarkNotificationsRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: ReadNotificationsPayload) => notifications.markRead(payload),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.notifications.all }),
  });
}

/** Puts a streamed notification at the top of the bell's list (replacing an earlier copy of it). */
function addToLatest(client: QueryClient, incoming: Notification) {
  client.setQueryData<NotificationsPage>(queryKeys.notifications.latest(), (page) => {
    if (!page) return page;
    const earlier = page.notifications.find((note) => note.id === incoming.id);
    const others = page.notifications.filter((note) => note.id !== incoming.id);
    const unreadCount = page.unreadCount + (earlier && !earlier.read ? 0 : incoming.read ? 0 : 1);
    return {
      ...page,
      notifications: [incoming, ...others].slice(0, latestNotificationsShown),
      unreadCount,
    };
  });
}

/**
 * Keeps this tab's live stream open while `enabled` (signed in): each notification joins the bell's list
 * and invalidates the queries it concerns (staleKeysOf); a changed draft table is read again if shown. A dropped stream reconnects with the last event
 * id, so nothing is missed; a refused one (401) lets the list's own request end the session.
 */
export function useNotificationStream(enabled: boolean) {
  const client = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const abort = new AbortController();
    let lastEventId: string | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const connect = () => {
      notifications
        .stream({
          lastEventId,
          signal: abort.signal,
          // A fresh stream starts from now: read the list again so what came before it is shown.
          onOpen: () => {
            if (!lastEventId) void client.invalidateQueries({ queryKey: queryKeys.notifications.all });
          },
          onNotification(notification, eventId) {
            if (eventId) lastEventId = eventId;
            addToLatest(client, notification);
            for (const queryKey of staleKeysOf(notification)) void client.invalidateQueries({ queryKey });
          },
          // Marked read in another tab: this bell follows.
          onRead: () => void client.invalidateQueries({ queryKey: queryKeys.notifications.all }),
          onTable: (signal) => tableSignalled(client, signal),
        })
        .catch((error: unknown) => {
          if (error instanceof StreamRefused && error.status === 401) {
            void client.invalidateQueries({ queryKey: queryKeys.notifications.all });
            return 'stop';
          }
          return undefined;
        })
        .then((outcome) => {
          if (abort.signal.aborted || outcome === 'stop') return;
          timer = setTimeout(connect, reconnectMs);
        });
    };
    connect();
    return () => {
      abort.abort();
      clearTimeout(timer);
    };
  }, [client, enabled]);
}
