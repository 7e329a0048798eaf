import { z } from 'zod';
import { messages, notificationsQuery, readNotificationsPayload } from '@progression/contracts';
import { validate } from '@progression/service-kit';

export const listNotifications = validate({ query: notificationsQuery });
export const readNotifications = validate({ body: readNotificationsPayload });

/** The stream's `Last-Event-ID`: a sequence number the stream sent (absent: start from now). */
export const lastEventId = z
  .string()
  .regex(/^\d{1,15}$/, { error: messages.errors.invalidField('Last-Event-ID') })
  .transform(Number)
  .optional();
