import { z } from 'zod';
import {
  notificationsQuery,
  notificationsResponse,
  readNotificationsPayload,
  readNotificationsResponse,
} from '../api/notifications';
import { messages } from '../messages';
import { defineRoute } from './define';

/** The stream's `Last-Event-ID`: a sequence number the stream sent (absent: start from now). */
export const lastEventId = z
  .string()
  .regex(/^\d{1,15}$/, { error: messages.errors.invalidField('Last-Event-ID') })
  .transform(Number)
  .optional();

/** Notifications: what happened in your games, listed and live. */
export const notificationsRoutes = {
  listNotifications: defineRoute({
    method: 'GET',
    path: '/rest/api/notifications',
    summary: 'Your notifications, newest first, with the unread count',
    description: 'Page back with `before` (the sequence of the oldest one read).',
    token: 'user',
    query: notificationsQuery,
    reply: notificationsResponse,
  }),
  markNotificationsRead: defineRoute({
    method: 'POST',
    path: '/rest/api/notifications/read',
    summary: 'Mark some or all of your notifications read',
    description: 'Answers how many are left unread.',
    token: 'user',
    body: readNotificationsPayload,
    reply: readNotificationsResponse,
    refusals: [403],
  }),
  notificationStream: defineRoute({
    method: 'GET',
    path: '/rest/api/notifications/stream',
    summary: 'Your notifications as they happen (server-sent events)',
    description:
      'Events `notification` (one notification, its sequence as the event id) and `read` (`{unreadCount}`, a read mark made elsewhere). Send `Last-Event-ID` to resume after the last event read.',
    token: 'user',
    headers: z.object({ 'Last-Event-ID': lastEventId }),
    replyType: 'text/event-stream',
    reply: z.string(),
  }),
};
