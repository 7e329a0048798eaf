import { createEvent, messages, type EventEnvelope } from '@progression/contracts';
import { createLogger, type EventHandler } from '@progression/service-kit';
import { startTestService, type TestService } from '@progression/service-kit/testing';
import { createApp } from '../app';
import { envShape } from '../env';
import { Notification } from '../models/notification';
import { scheduleFired } from './handlers/schedule-fired';
import { weekReminder } from './handlers/week-reminder';

const handlers = [weekReminder, scheduleFired] as EventHandler[];
const gameId = '64b000000000000000000001';
const users = {
  admin: '64a000000000000000000001',
  ann: '64a000000000000000000002',
  bob: '64a000000000000000000003',
};
const players = {
  admin: '64d000000000000000000001',
  ann: '64d000000000000000000002',
  bob: '64d000000000000000000003',
};

let service: TestService<typeof envShape>;
beforeAll(async () => {
  service = await startTestService({
    name: 'notifications',
    createApp,
    handlers,
    extraShape: envShape,
    extraEnv: { GAMES_URL: 'http://127.0.0.1:9' },
  });
}, 30_000);
afterEach(() => service.clearDatabase());
afterAll(() => service.stop());

const context = { logger: createLogger('test', 'silent'), consumer: 'test', attempt: 1, streamSequence: 1 };
async function deliver(event: EventEnvelope, times = 1) {
  const handler = handlers.find((candidate) => candidate.events.includes(event.type))!;
  for (let n = 0; n < times; n += 1) await handler.handle(event, context);
}
const notesOf = async (userId: string) =>
  (await Notification.find({ userId }).sort({ seq: 1 }).lean()).map(({ kind, message, link }) => ({
    kind,
    message,
    link,
  }));

describe('scheduled week starts in the bell', () => {
  it('game.week.reminder: each player with unplayed matches, once whatever the redeliveries', async () => {
    const reminder = createEvent('game.week.reminder', 'games', {
      version: 1,
      gameId,
      gameName: 'League',
      week: 3,
      startsAt: new Date('2026-12-07T18:00:00Z'),
      players: [
        { playerId: players.ann, userId: users.ann, username: 'ann', unplayed: 2 },
        { playerId: players.bob, userId: users.bob, username: 'bob', unplayed: 1 },
      ],
    });
    await deliver(reminder, 3);
    expect(await notesOf(users.ann)).toEqual([
      {
        kind: 'WEEK_REMINDER',
        message: 'You have 2 unplayed matches in week 3 of League: the next week starts within 24 hours',
        link: `/games/game/${gameId}/overview`,
      },
    ]);
    expect((await notesOf(users.bob))[0]?.message).toBe(messages.schedule.reminder(3, 'League', 1));
    expect(await notesOf(users.admin)).toEqual([]);
    expect(await Notification.countDocuments()).toBe(2);
  });

  it("game.schedule.fired: the admins, with the start dialog's warnings instead of a dialog", async () => {
    const fired = (change: object) =>
      createEvent('game.schedule.fired', 'games', {
        version: 1,
        gameId,
        gameName: 'League',
        startedWeek: 4,
        previousWeek: 3,
        scheduledAt: new Date('2026-12-07T18:00:00Z'),
        adminUserIds: [users.admin],
        openMatchPlayers: ['ann', 'bob'],
        matchesChecked: true,
        ...change,
      });
    await deliver(fired({}), 2);
    await deliver(fired({ openMatchPlayers: [] }));
    await deliver(fired({ matchesChecked: false, openMatchPlayers: [] }));
    await deliver(fired({ startedWeek: null, openMatchPlayers: [] }));
    const link = `/games/game/${gameId}/admin`;
    expect(await notesOf(users.admin)).toEqual([
      {
        kind: 'SCHEDULED_START',
        message:
          'Week 4 of League started on schedule. Not every match was played: ann, bob had unplayed matches',
        link,
      },
      { kind: 'SCHEDULED_START', message: 'Week 4 of League started on schedule', link },
      {
        kind: 'SCHEDULED_START',
        message: 'Week 4 of League started on schedule. The matches of the week before could not be checked',
        link,
      },
      {
        kind: 'SCHEDULED_START',
        message: 'League was completed on schedule: its last week was played',
        link,
      },
    ]);
    expect(await notesOf(users.ann)).toEqual([]);
  });
});
