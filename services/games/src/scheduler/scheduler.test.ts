import { game as gameSchema, matchesCalls, type EventEnvelope, type Game } from '@progression/contracts';
import { connectEvents, createLogger, defineHandler, type EventBus } from '@progression/service-kit';
import { eventually, startStandIn, type StandIn } from '@progression/service-kit/testing';
import { neighbours as httpNeighbours } from '../clients';
import { nextStartAfter } from '../domain/week-schedule';
import { Game as GameModel } from '../models/game';
import { startGamesHarness, testUser, type GamesHarness } from '../testing/harness';
import { fireDueStarts } from './fire-starts';
import { startScheduler, type Scheduler } from './run';
import { sendDueReminders } from './send-reminders';

// Two schedulers against one store are two replicas: each has its own clients and timer, as in production.
let h: GamesHarness;
let matches: StandIn;
let bus: EventBus;
/** Unplayed matches the matches stand-in answers, by game id; a game named in `failing` answers 500. */
const unplayed = new Map<string, Array<{ playerId: string; unplayed: number }>>();
const failing = new Set<string>();
const received: EventEnvelope[] = [];
const logger = createLogger('scheduler-test', 'silent');

beforeAll(async () => {
  matches = await startStandIn(matchesCalls, {
    unplayedMatches: ({ query }) => {
      if (failing.has(query.game)) throw new Error('matches is down');
      return { players: unplayed.get(query.game) ?? [] };
    },
  });
  h = await startGamesHarness({ MATCHES_URL: matches.url });
  bus = await connectEvents({ url: h.infra.natsUrl, serviceName: 'schedule-listener', logger });
  await bus.consume(
    defineHandler({
      name: 'schedule-listener',
      events: ['game.week.started', 'game.completed', 'game.schedule.fired', 'game.week.reminder'],
      handle: async (event) => void received.push(event),
    }),
  );
}, 60_000);
afterAll(async () => {
  await bus?.drain();
  await h?.stop();
  await matches?.stop();
});

const admin = testUser('kaiba');
const joey = testUser('joey');
const replica = () => httpNeighbours(h.service.env);
const monday = { enabled: true, weekday: 'MONDAY', time: '18:00', timeZone: 'Europe/London' };
const eventsOf = (game: Game, type: string) =>
  received.filter((event) => event.type === type && (event.data as { gameId: string }).gameId === game.id);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A two-player game in week `weeks` (started by hand) with the Monday schedule. */
async function scheduledGame(weeks = 1): Promise<Game> {
  const game = await h.createGame(admin, (await h.createMode(admin)).id);
  await h
    .api()
    .put('/rest/api/progression-game/invite')
    .query({ inviteCode: game.inviteCode })
    .set(h.auth(joey))
    .expect(200);
  for (let week = 1; week <= weeks; week += 1)
    await h
      .api()
      .post(`/rest/api/progression-game/${game.id}/week`)
      .set(h.auth(admin))
      .send({ week })
      .expect(200);
  await h
    .api()
    .put(`/rest/api/progression-game/${game.id}/schedule`)
    .set(h.auth(admin))
    .send(monday)
    .expect(200);
  return gameSchema.parse(
    (await h.api().get(`/rest/api/progression-game/${game.id}`).set(h.auth(admin))).body,
  );
}
/** Moves the stored next start (as if that much time passed) and, optionally, the reminder. */
const dueAt = (game: Game, nextStartAt: Date, remindAt: Date | null = null) =>
  GameModel.updateOne(
    { _id: game.id },
    { 'schedule.nextStartAt': nextStartAt, 'schedule.remindAt': remindAt },
  );
const stored = async (game: Game) => (await GameModel.findById(game.id).lean())!;

describe('scheduled week starts', () => {
  it('starts the next week once when two replicas poll across the start time', async () => {
    const game = await scheduledGame();
    const schedulers: Scheduler[] = [
      startScheduler(replica(), logger, { intervalMs: 25 }),
      startScheduler(replica(), logger, { intervalMs: 25 }),
    ];
    try {
      await dueAt(game, new Date(Date.now() + 300));
      await eventually('week 2', async () => (await stored(game)).activeWeek === 2);
      await pause(400); // both replicas keep polling past the start
    } finally {
      await Promise.all(schedulers.map((scheduler) => scheduler.stop()));
    }
    const after = await stored(game);
    expect(after.activeWeek).toBe(2);
    expect(after.weeks.map((week) => week.week)).toEqual([1, 2]);
    // The next start is the following Monday at 18:00 in London, and the week's reminder is due a day before:
    // still to come, or (from Sunday 18:00, when that moment has passed) sent by the replicas' next poll.
    expect(after.schedule!.nextStartAt!.getTime()).toBeGreaterThan(Date.now());
    expect(after.schedule!.nextStartAt!.getUTCDay()).toBe(1);
    const reminderAt = after.schedule!.nextStartAt!.getTime() - 86_400_000;
    if (after.schedule!.remindAt) expect(after.schedule!.remindAt.getTime()).toBe(reminderAt);
    else {
      expect(reminderAt).toBeLessThanOrEqual(Date.now());
      expect(after.schedule!.remindedWeek).toBe(2);
    }
    await eventually('the events', () => eventsOf(game, 'game.schedule.fired').length === 1);
    await pause(200);
    expect(
      eventsOf(game, 'game.week.started').filter((event) => (event.data as { week: number }).week === 2),
    ).toHaveLength(1);
    expect(eventsOf(game, 'game.schedule.fired')).toHaveLength(1);
  });

  it('lets exactly one of concurrent sweeps start the week', async () => {
    const game = await scheduledGame();
    await dueAt(game, new Date(Date.now() - 1000));
    const started = await Promise.all([1, 2, 3, 4].map(() => fireDueStarts(replica(), logger)));
    expect(started.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(1);
    const after = await stored(game);
    expect(after.weeks.map((week) => week.week)).toEqual([1, 2]);
  });

  it('fires a start missed while every replica was down once on restart, however many were missed', async () => {
    const game = await scheduledGame();
    const first = startScheduler(replica(), logger, { intervalMs: 25 });
    await first.stop(); // every replica is down...
    await dueAt(game, new Date(Date.now() - 3 * 7 * 86_400_000)); // ...across three scheduled starts
    const restarted = startScheduler(replica(), logger, { intervalMs: 25 });
    try {
      await eventually('week 2', async () => (await stored(game)).activeWeek === 2);
      await pause(300);
    } finally {
      await restarted.stop();
    }
    const after = await stored(game);
    expect(after.activeWeek).toBe(2);
    expect(after.schedule!.nextStartAt!.getTime()).toBeGreaterThan(Date.now());
  });

  it('tells the admins what the start dialog would have: who had unplayed matches, or that it could not check', async () => {
    const checked = await scheduledGame();
    const [kaiba, joeyPlayer] = checked.playerIds;
    unplayed.set(checked.id, [
      { playerId: kaiba!, unplayed: 1 },
      { playerId: joeyPlayer!, unplayed: 1 },
    ]);
    const unchecked = await scheduledGame();
    failing.add(unchecked.id);
    await dueAt(checked, new Date(Date.now() - 1000));
    await dueAt(unchecked, new Date(Date.now() - 1000));
    await fireDueStarts(replica(), logger);
    await eventually('both fired', () =>
      [checked, unchecked].every((game) => eventsOf(game, 'game.schedule.fired').length === 1),
    );
    expect(eventsOf(checked, 'game.schedule.fired')[0]!.data).toMatchObject({
      startedWeek: 2,
      previousWeek: 1,
      adminUserIds: [admin.id],
      openMatchPlayers: ['kaiba', 'joey'],
      matchesChecked: true,
    });
    // The week started on time all the same.
    expect(eventsOf(unchecked, 'game.schedule.fired')[0]!.data).toMatchObject({
      startedWeek: 2,
      openMatchPlayers: [],
      matchesChecked: false,
    });
  });

  it('completes the game at a scheduled start past its last week, and then has no next start', async () => {
    const game = await scheduledGame(2);
    await dueAt(game, new Date(Date.now() - 1000));
    expect(await fireDueStarts(replica(), logger)).toBeGreaterThanOrEqual(1);
    const after = await stored(game);
    expect(after.status).toBe('COMPLETE');
    expect(after.schedule?.nextStartAt).toBeNull();
    await eventually(
      'completion',
      () =>
        eventsOf(game, 'game.completed').length === 1 && eventsOf(game, 'game.schedule.fired').length === 1,
    );
    expect(
      (eventsOf(game, 'game.schedule.fired')[0]!.data as { startedWeek: number | null }).startedWeek,
    ).toBeNull();
  });

  it('starts nothing when the schedule is off or not yet due', async () => {
    const off = await scheduledGame();
    await h
      .api()
      .put(`/rest/api/progression-game/${off.id}/schedule`)
      .set(h.auth(admin))
      .send({ ...monday, enabled: false })
      .expect(200);
    const later = await scheduledGame();
    await fireDueStarts(replica(), logger);
    expect((await stored(off)).activeWeek).toBe(1);
    expect((await stored(later)).activeWeek).toBe(1);
  });

  it('moves the schedule on a week when the admin starts the week by hand within the day before', async () => {
    const game = await scheduledGame(0);
    const soon = new Date(Date.now() + 3600_000);
    await dueAt(game, soon);
    await h
      .api()
      .post(`/rest/api/progression-game/${game.id}/week`)
      .set(h.auth(admin))
      .send({ week: 1 })
      .expect(200);
    const after = await stored(game);
    // The start the admin made early takes the place of the one due within the day: the next is after it.
    expect(after.schedule!.nextStartAt).toEqual(nextStartAfter(monday as never, soon));
  });
});

describe('reminders 24 hours before a scheduled start', () => {
  it('reminds each player with unplayed matches once, whichever replica is first', async () => {
    const game = await scheduledGame();
    const [kaiba, joeyPlayer] = game.playerIds;
    unplayed.set(game.id, [
      { playerId: kaiba!, unplayed: 1 },
      { playerId: joeyPlayer!, unplayed: 1 },
    ]);
    const startsAt = new Date(Date.now() + 3600_000);
    const schedulers = [1, 2].map(() => startScheduler(replica(), logger, { intervalMs: 25 }));
    try {
      await dueAt(game, startsAt, new Date(Date.now() - 1000));
      await eventually('reminded', async () => (await stored(game)).schedule?.remindedWeek === 1);
      await pause(300);
      await Promise.all([sendDueReminders(replica(), logger), sendDueReminders(replica(), logger)]);
    } finally {
      await Promise.all(schedulers.map((scheduler) => scheduler.stop()));
    }
    await eventually('the reminder', () => eventsOf(game, 'game.week.reminder').length === 1);
    await pause(200);
    const reminders = eventsOf(game, 'game.week.reminder');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.data).toMatchObject({
      week: 1,
      startsAt: startsAt.toISOString(),
      players: [
        { playerId: kaiba, userId: admin.id, username: 'kaiba', unplayed: 1 },
        { playerId: joeyPlayer, userId: joey.id, username: 'joey', unplayed: 1 },
      ],
    });
    expect((await stored(game)).schedule?.remindAt).toBeNull();
    // The start itself is still to come.
    expect((await stored(game)).activeWeek).toBe(1);
  });

  it('marks a week whose matches are all played as reminded, with no reminder', async () => {
    const game = await scheduledGame();
    await dueAt(game, new Date(Date.now() + 3600_000), new Date(Date.now() - 1000));
    expect(await sendDueReminders(replica(), logger)).toBe(0);
    expect((await stored(game)).schedule).toMatchObject({ remindedWeek: 1, remindAt: null });
    await pause(200);
    expect(eventsOf(game, 'game.week.reminder')).toHaveLength(0);
  });

  it('keeps a reminder due while the matches service does not answer', async () => {
    const game = await scheduledGame();
    failing.add(game.id);
    await dueAt(game, new Date(Date.now() + 3600_000), new Date(Date.now() - 1000));
    await sendDueReminders(replica(), logger);
    expect((await stored(game)).schedule).toMatchObject({ remindedWeek: 0 });
    failing.delete(game.id);
    unplayed.set(game.id, [{ playerId: game.playerIds[1]!, unplayed: 1 }]);
    expect(await sendDueReminders(replica(), logger)).toBe(1);
  });
});
