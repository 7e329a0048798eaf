import { z } from 'zod';
import { messages } from '../messages';
import { notification } from '../entities/notification';
import { id } from '../primitives';

/** Largest page of `GET /rest/api/notifications`. */
export const maxNotificationsPage = 50;

/** `GET /rest/api/notifications?before=&limit=`: the caller's, newest first, `before` a seq to page on. */
export const notificationsQuery = z.object({
  before: z.coerce
    .number({ error: messages.errors.invalidField('before') })
    .int({ error: messages.errors.invalidField('before') })
    .min(1, { error: messages.errors.invalidField('before') })
    .optional(),
  limit: z.coerce
    .number({ error: messages.errors.invalidField('limit') })
    .int({ error: messages.errors.invalidField('limit') })
    .min(1, { error: messages.errors.invalidField('limit') })
    .max(maxNotificationsPage, { error: messages.errors.invalidField('limit') })
    .default(20),
});

export const notificationsResponse = z.object({
  notifications: z.array(notification),
  unreadCount: z.number().int().min(0),
  /** Pass as `before` for the next (older) page; null when this is the last. */
  nextBefore: z.number().int().nullable(),
});
export type NotificationsPage = z.infer<typeof notificationsResponse>;

/** `POST /rest/api/notifications/read`: some of the caller's notifications by id, or all of them. */
const sayWhich = { error: messages.notifications.sayWhichToRead };
export const readNotificationsPayload = z.union(
  [
    z.strictObject({ all: z.literal(true, sayWhich) }, sayWhich),
    z.strictObject(
      {
        ids: z
          .array(z.string(sayWhich).min(1, sayWhich).max(200, sayWhich), sayWhich)
          .min(1, sayWhich)
          .max(200, sayWhich),
      },
      sayWhich,
    ),
  ],
  sayWhich,
);
export type ReadNotificationsPayload = z.infer<typeof readNotificationsPayload>;

export const readNotificationsResponse = z.object({ unreadCount: z.number().int().min(0) });

/** The SSE event name of one notification on `GET /rest/api/notifications/stream`. */
export const notificationStreamEvent = 'notification';
/** The SSE event name of a read mark made elsewhere (another tab): data `{unreadCount}`. */
export const notificationsReadStreamEvent = 'read';
/**
 * The SSE event name of a booster draft table that changed (no bell, no id: nothing to resume): data
 * `{draftId, version}`, so a table page showing that draft reads it again unless it holds that version.
 */
export const draftTableStreamEvent = 'draft-table';
export const draftTableSignal = z.object({ draftId: id, version: z.number().int().min(1) });
export type DraftTableSignal = z.infer<typeof draftTableSignal>;
