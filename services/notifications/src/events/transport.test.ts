// The notifications service's events over a real NATS: published events reach their handlers once, old
// versions still in the stream are upcast, and wake-ups cross replicas.
import { messages } from '@progression/contracts';
import { connectEvents, createLogger } from '@progression/service-kit';
import { eventually } from '@progression/service-kit/testing';
import { liveFeed, userSubject } from '../live/feed';
import { Notification } from '../models/notification';
import {
  gameId,
  league,
  leagueEvents,
  notesOf,
  players,
  useLeagueService,
  users,
  weekStart,
} from '../testing/league';

const { service, games } = useLeagueService();

describe('through NATS', () => {
  it('a published week start reaches every player once, and wakes their streams', async () => {
    await league();
    const woken: string[] = [];
    const stop = liveFeed.listen(users.ann, () => woken.push('ann'));
    const week = weekStart();
    await service().events!.publish(week);
    await service().events!.publish(week); // a republish: dropped as a duplicate
    await eventually('the week start told', async () => (await Notification.countDocuments()) >= 3);
    await new Promise((wait) => setTimeout(wait, 200));
    stop();
    expect(await Notification.countDocuments()).toBe(3);
    expect(woken.length).toBeGreaterThanOrEqual(1);
    expect(games().received).toEqual([]);
  });

  it("a v1 week start and join still in the stream are told through games' one rebuild call each", async () => {
    await league();
    await service().events!.publish(leagueEvents.weekStartedV1(1) as never);
    await eventually('the v1 week start told', async () => (await Notification.countDocuments()) >= 3);
    expect(await notesOf(users.ann)).toEqual([
      {
        kind: 'WEEK_STARTED',
        message: messages.notifications.weekStarted(1, 'League'),
        link: `/games/game/${gameId}/overview`,
      },
    ]);
    await service().events!.publish(leagueEvents.playerJoinedV1(players.bob, 1) as never);
    await eventually('the v1 join told', async () => (await notesOf(users.admin)).length >= 2);
    expect((await notesOf(users.admin))[1]).toEqual({
      kind: 'PLAYER_JOINED',
      message: messages.notifications.playerJoined('bob', 'League'),
      link: `/games/game/${gameId}/admin`,
    });
    expect(games().received).toEqual([
      `GET /internal/progression-game/${gameId}/event-data`,
      `GET /internal/progression-game/${gameId}/event-data`,
    ]);
  });
});

describe('across replicas', () => {
  it("a wake-up another replica publishes on the user's subject reaches this replica's streams of that user only", async () => {
    const otherReplica = await connectEvents({
      url: service().infra.natsUrl,
      serviceName: 'notifications-replica',
      logger: createLogger('test', 'silent'),
    });
    const woken: string[] = [];
    const stops = [
      liveFeed.listen(users.ann, () => woken.push('ann')),
      liveFeed.listen(users.bob, () => woken.push('bob')),
    ];
    try {
      otherReplica.connection.publish(userSubject(users.ann));
      await otherReplica.connection.flush();
      await eventually('the wake-up', () => woken.length > 0, { timeoutMs: 5000, everyMs: 10 });
      expect(woken).toEqual(['ann']);
    } finally {
      for (const stop of stops) stop();
      await otherReplica.drain();
    }
  });
});
