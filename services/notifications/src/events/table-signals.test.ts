import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createEvent, draftTableStreamEvent } from '@progression/contracts';
import { connectEvents, createLogger, type EventHandler } from '@progression/service-kit';
import { bearerFor, startTestService, type TestService } from '@progression/service-kit/testing';
import { createApp } from '../app';
import { envShape, serviceName } from '../env';
import { Notification } from '../models/notification';
import { openSse, type SseClient } from '../testing/sse-client';
import { tableChanged } from './handlers/table-changed';

const ann = { id: '64a000000000000000000001', username: 'ann' };
const bob = { id: '64a000000000000000000002', username: 'bob' };
const stranger = { id: '64a000000000000000000003', username: 'stranger' };
const gameId = '64b000000000000000000001';

let service: TestService<typeof envShape>;
let server: Server;
let baseUrl: string;
const streams: SseClient[] = [];

beforeAll(async () => {
  service = await startTestService({
    name: serviceName,
    createApp,
    // Handled directly below; registering it attaches the live feed to NATS, as in production.
    handlers: [tableChanged] as EventHandler[],
    extraShape: envShape,
    extraEnv: { GAMES_URL: 'http://127.0.0.1:9' },
  });
  server = service.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 30_000);
afterEach(() => {
  for (const stream of streams.splice(0)) stream.close();
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await service.stop();
});

const stream = async (user: { id: string; username: string }) => {
  const client = await openSse(`${baseUrl}/rest/api/notifications/stream`, {
    authorization: bearerFor(user),
  });
  streams.push(client);
  return client;
};

const changed = (tableVersion: number) =>
  createEvent('draft.table.changed', 'drafts', {
    version: 1,
    gameId,
    tableId: `${gameId}:1:1`,
    tableVersion,
    seats: [
      { userId: ann.id, draftId: 'draft-ann' },
      { userId: bob.id, draftId: 'draft-bob' },
    ],
  });
const context = { logger: createLogger('test', 'silent'), consumer: 'test', attempt: 1, streamSequence: 1 };

describe('draft.table.changed', () => {
  it("tells every seated player's open streams which draft's table changed, and nobody else", async () => {
    const [anns, bobs, strangers] = await Promise.all([stream(ann), stream(bob), stream(stranger)]);
    await tableChanged.handle(changed(7), context);
    const [toAnn] = await anns.waitFor(1);
    const [toBob] = await bobs.waitFor(1);
    expect(toAnn).toEqual({
      event: draftTableStreamEvent,
      data: JSON.stringify({ draftId: 'draft-ann', version: 7 }),
    });
    expect(toBob).toEqual({
      event: draftTableStreamEvent,
      data: JSON.stringify({ draftId: 'draft-bob', version: 7 }),
    });
    await new Promise((wait) => setTimeout(wait, 200));
    expect(strangers.events).toEqual([]);
  });

  it('rings no bell: nothing is stored, so the list and a resumed stream hold nothing of it', async () => {
    await tableChanged.handle(changed(8), context);
    expect(await Notification.countDocuments()).toBe(0);
  });

  it("reaches this replica's streams when another replica handled the event", async () => {
    const anns = await stream(ann);
    const otherReplica = await connectEvents({
      url: service.infra.natsUrl,
      serviceName: 'notifications-replica',
      logger: createLogger('test', 'silent'),
    });
    try {
      // What another replica's handler publishes: the signal on the user's subject.
      otherReplica.connection.publish(
        `notifications.user.${ann.id}`,
        JSON.stringify({ draftId: 'draft-ann', version: 9 }),
      );
      // A payload that is no signal wakes nothing and breaks nothing.
      otherReplica.connection.publish(`notifications.user.${ann.id}`, '{"draftId":');
      await otherReplica.connection.flush();
      const [signal] = await anns.waitFor(1);
      expect(JSON.parse(signal!.data)).toEqual({ draftId: 'draft-ann', version: 9 });
    } finally {
      await otherReplica.drain();
    }
  });
});
