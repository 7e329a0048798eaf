import { notificationsRoutes } from '@progression/contracts/routes';
import { validate } from '@progression/service-kit';

export const listNotifications = validate({ query: notificationsRoutes.listNotifications.query });
export const readNotifications = validate({ body: notificationsRoutes.markNotificationsRead.body });
/** The stream's `Last-Event-ID`: a sequence number the stream sent (absent: start from now). */
export { lastEventId } from '@progression/contracts/routes';
