import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import request from 'supertest';
import { messages, notificationsResponse } from '@progression/contracts';
import { bearerFor, startTestService, type TestService } from '@progression/service-kit/testing';
import { createApp } from '../../app';
import { envShape, serviceName } from '../../env';
import { notify } from '../../live/store';
import { streamSettings } from '../../live/stream';
import { Notification } from '../../models/notification';
import { openSse, type SseClient } from '../../testing/sse-client';

const ann = { id: '64a000000000000000000001', username: 'ann' };
const bob = { id: '64a000000000000000000002', username: 'bob' };
const game = '64b000000000000000000001';

let service: TestService<typeof envShape>;
let server: Server;
let baseUrl: string;
const api = () => request(service.app.callback());
const streams: SseClient[] = [];

beforeAll(async () => {
  service = await startTestService({
    name: serviceName,
    createApp,
    extraShape: envShape,
    // Never called: no event handler runs here.
    extraEnv: { GAMES_URL: 'http://127.0.0.1:9' },
  });
  server = service.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 30_000);
afterEach(async () => {
  for (const stream of streams.splice(0)) stream.close();
  await service.clearDatabase();
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await service.stop();
});

let eventNumber = 0;
/** Stores one notification for each user, as a handler would. */
const tell = (message: string, ...users: Array<{ id: string }>) =>
  notify({
    eventId: `event-${(eventNumber += 1)}`,
    kind: 'REWARD_GRANTED',
    gameId: game,
    occurredAt: new Date().toISOString(),
    recipients: users.map((user) => ({ userId: user.id, message, link: `/games/game/${game}/overview` })),
  });

const list = (user: { id: string; username: string }, query: Record<string, unknown> = {}) =>
  api().get('/rest/api/notifications').query(query).set('authorization', bearerFor(user));

const stream = async (user: { id: string; username: string }, headers: Record<string, string> = {}) => {
  const client = await openSse(`${baseUrl}/rest/api/notifications/stream`, {
    authorization: bearerFor(user),
    ...headers,
  });
  streams.push(client);
  return client;
};

describe('route x role', () => {
  // Notifications belong to users, not to games: every signed-in caller (player, stranger, admin of this
  // or another game) gets exactly their own; without a token, 401. Isolation is tested below.
  it.each([
    ['GET', '/rest/api/notifications'],
    ['POST', '/rest/api/notifications/read'],
    ['GET', '/rest/api/notifications/stream'],
  ])('%s %s needs a token', async (method, path) => {
    const call = method === 'GET' ? api().get(path) : api().post(path).send({ all: true });
    await call.expect(401, { message: messages.auth.unauthenticated });
  });
});

describe('GET /rest/api/notifications', () => {
  it("lists the caller's notifications newest first, with the unread count, and never another user's", async () => {
    await tell('first', ann, bob);
    await tell('second', ann);
    await tell('for bob only', bob);
    const { body } = await list(ann).expect(200);
    const page = notificationsResponse.parse(body);
    expect(page.notifications.map((note) => note.message)).toEqual(['second', 'first']);
    expect(page.unreadCount).toBe(2);
    expect(page.nextBefore).toBeNull();
    expect(page.notifications[0]).toMatchObject({ kind: 'REWARD_GRANTED', gameId: game, read: false });
  });

  it('pages with before and limit', async () => {
    for (let n = 1; n <= 5; n += 1) await tell(`n${n}`, ann);
    const first = notificationsResponse.parse((await list(ann, { limit: 2 }).expect(200)).body);
    expect(first.notifications.map((note) => note.message)).toEqual(['n5', 'n4']);
    const second = notificationsResponse.parse(
      (await list(ann, { limit: 2, before: first.nextBefore }).expect(200)).body,
    );
    expect(second.notifications.map((note) => note.message)).toEqual(['n3', 'n2']);
    const last = notificationsResponse.parse(
      (await list(ann, { limit: 2, before: second.nextBefore }).expect(200)).body,
    );
    expect(last.notifications.map((note) => note.message)).toEqual(['n1']);
    expect(last.nextBefore).toBeNull();
  });

  it.each([
    [{ limit: 0 }, 'limit'],
    [{ limit: 51 }, 'limit'],
    [{ limit: 'x' }, 'limit'],
    [{ before: -1 }, 'before'],
    [{ before: '1.5' }, 'before'],
  ])('refuses the query %j naming the field', async (query, field) => {
    await list(ann, query).expect(400, { message: messages.errors.invalidField(field), field });
  });
});

describe('POST /rest/api/notifications/read', () => {
  const read = (user: typeof ann, body: unknown) =>
    api()
      .post('/rest/api/notifications/read')
      .set('authorization', bearerFor(user))
      .send(body as object);

  it('marks some by id, then all, and answers the unread count', async () => {
    await tell('a', ann);
    await tell('b', ann);
    await tell('c', ann);
    const { notifications } = notificationsResponse.parse((await list(ann).expect(200)).body);
    await read(ann, { ids: [notifications[0]!.id] }).expect(200, { unreadCount: 2 });
    const after = notificationsResponse.parse((await list(ann).expect(200)).body);
    expect(after.notifications.map((note) => note.read)).toEqual([true, false, false]);
    await read(ann, { all: true }).expect(200, { unreadCount: 0 });
  });

  it("never marks another user's notification, by id or with all", async () => {
    await tell('shared event', ann, bob);
    const bobs = notificationsResponse.parse((await list(bob).expect(200)).body).notifications;
    await read(ann, { ids: [bobs[0]!.id] }).expect(200, { unreadCount: 1 });
    await read(ann, { all: true }).expect(200, { unreadCount: 0 });
    expect(notificationsResponse.parse((await list(bob).expect(200)).body).unreadCount).toBe(1);
  });

  it('refuses more than 200 ids, and a body that is not JSON', async () => {
    const many = Array.from({ length: 201 }, (_, n) => `id-${n}`);
    expect((await read(ann, { ids: many }).expect(400)).body.message).toBe(
      messages.notifications.sayWhichToRead,
    );
    await api()
      .post('/rest/api/notifications/read')
      .set('authorization', bearerFor(ann))
      .set('content-type', 'application/json')
      .send('{not json')
      .expect(400);
  });

  it.each([{}, { all: false }, { ids: [] }, { ids: 'x' }, { ids: ['a'], extra: 1 }, [1, 2]])(
    'refuses %j and changes nothing',
    async (body) => {
      await tell('a', ann);
      const refused = await read(ann, body).expect(400);
      expect(refused.body.message).toBe(messages.notifications.sayWhichToRead);
      expect(await Notification.countDocuments({ read: true })).toBe(0);
    },
  );
});

describe('GET /rest/api/notifications/stream', () => {
  it('is an event stream that sends new notifications of the caller only, live', async () => {
    await tell('before the stream', ann);
    const anns = await stream(ann);
    const bobs = await stream(bob);
    expect(anns.status).toBe(200);
    expect(anns.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(anns.headers['cache-control']).toContain('no-cache');
    await tell('for bob', bob);
    await tell('for ann', ann);
    const [received] = await anns.waitFor(1);
    expect(received!.event).toBe('notification');
    expect(JSON.parse(received!.data)).toMatchObject({ message: 'for ann', read: false });
    await bobs.waitFor(1);
    await new Promise((wait) => setTimeout(wait, 200));
    expect(anns.events.map((event) => JSON.parse(event.data).message)).toEqual(['for ann']);
    expect(bobs.events.map((event) => JSON.parse(event.data).message)).toEqual(['for bob']);
  });

  it('resumes after Last-Event-ID with what the client missed, in order', async () => {
    const first = await stream(ann);
    await tell('one', ann);
    const [one] = await first.waitFor(1);
    first.close();
    await tell('two', ann);
    await tell('three', ann);
    const again = await stream(ann, { 'last-event-id': one!.id! });
    const missed = await again.waitFor(2);
    expect(missed.map((event) => JSON.parse(event.data).message)).toEqual(['two', 'three']);
    expect(Number(missed[1]!.id)).toBeGreaterThan(Number(missed[0]!.id));
  });

  it("tells the caller's other streams of read marks, with the count left, and no one else's", async () => {
    await tell('a', ann, bob);
    await tell('b', ann);
    const otherTab = await stream(ann);
    const bobs = await stream(bob);
    await api()
      .post('/rest/api/notifications/read')
      .set('authorization', bearerFor(ann))
      .send({ all: true })
      .expect(200);
    const [read] = await otherTab.waitFor(1);
    expect(read).toMatchObject({ event: 'read', data: JSON.stringify({ unreadCount: 0 }) });
    await new Promise((wait) => setTimeout(wait, 200));
    expect(bobs.events).toEqual([]);
  });

  it('sends a heartbeat comment on an idle stream, and a retry delay first', async () => {
    const saved = streamSettings.heartbeatMs;
    streamSettings.heartbeatMs = 50;
    try {
      const idle = await stream(ann);
      const deadline = Date.now() + 3000;
      while (!idle.comments.includes('heartbeat') && Date.now() < deadline)
        await new Promise((wait) => setTimeout(wait, 20));
      expect(idle.comments).toContain('heartbeat');
      expect(idle.events).toEqual([]);
    } finally {
      streamSettings.heartbeatMs = saved;
    }
  });

  it('refuses a Last-Event-ID that is not a number', async () => {
    const refused = await stream(ann, { 'last-event-id': 'abc' });
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.events[0]!.data)).toEqual({
      message: messages.errors.invalidField('Last-Event-ID'),
      field: 'Last-Event-ID',
    });
  });
});
