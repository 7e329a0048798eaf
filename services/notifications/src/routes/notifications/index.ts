import { PassThrough } from 'node:stream';
import Router from '@koa/router';
import { anyUser, BadRequest, currentUser } from '@progression/service-kit';
import type { LiveFeed } from '../../live/feed';
import { UserStream } from '../../live/stream';
import { Notification } from '../../models/notification';
import { presentNotification } from '../../models/notification.presenter';
import { lastSequence } from '../../models/user-sequence';
import { policies } from '../../policies';
import { lastEventId, listNotifications, readNotifications } from './schema';

const unreadOf = (userId: string) =>
  Notification.countDocuments({ ...policies.ownNotifications(userId), read: false });

/** `/rest/api/notifications`: the caller's notifications, their read marks and their live stream. */
export function notificationsRouter({ feed }: { feed: LiveFeed }): Router {
  const router = new Router({ prefix: '/rest/api/notifications' });

  router.get('/', listNotifications, async (ctx) => {
    const { before, limit } = listNotifications.input(ctx).query;
    const user = currentUser(ctx);
    const page = await Notification.find({
      ...policies.ownNotifications(user.id),
      ...(before !== undefined && { seq: { $lt: before } }),
    })
      .sort({ seq: -1 })
      .limit(limit + 1)
      .lean();
    const shown = page.slice(0, limit);
    ctx.body = {
      notifications: shown.map(presentNotification),
      unreadCount: await unreadOf(user.id),
      nextBefore: page.length > limit ? shown[shown.length - 1]!.seq : null,
    };
  });

  router.post('/read', anyUser, readNotifications, async (ctx) => {
    const { body } = readNotifications.input(ctx);
    const user = currentUser(ctx);
    const which = 'all' in body ? {} : { _id: { $in: body.ids } };
    // Another user's ids match nothing: their notifications are never touched.
    await Notification.updateMany(
      { ...policies.ownNotifications(user.id), ...which, read: false },
      { $set: { read: true } },
    );
    ctx.body = { unreadCount: await unreadOf(user.id) };
    // The caller's other tabs (on any replica) show the same count.
    feed.announce(user.id, 'read');
  });

  router.get('/stream', async (ctx) => {
    const user = currentUser(ctx);
    const parsed = lastEventId.safeParse(ctx.get('last-event-id') || undefined);
    if (!parsed.success) throw new BadRequest(parsed.error.issues[0]!.message, 'Last-Event-ID');
    // Without Last-Event-ID the client has just read the list: the stream starts from now.
    const from = parsed.data ?? (await lastSequence(user.id));
    // A stream stays open: no socket timeout, no Nagle delay on the small writes.
    ctx.req.socket.setTimeout(0);
    ctx.req.socket.setNoDelay(true);
    ctx.req.socket.setKeepAlive(true);
    ctx.status = 200;
    ctx.type = 'text/event-stream';
    ctx.set('Cache-Control', 'no-cache, no-transform');
    ctx.set('X-Accel-Buffering', 'no');
    const out = new PassThrough();
    ctx.body = out;
    const stream = new UserStream(user.id, from, out, feed);
    ctx.res.once('close', () => stream.close());
  });

  return router;
}
