import { gamesCalls, messages, type EventEnvelope } from '@progression/contracts';
import { connectEvents, createLogger, defineHandler } from '@progression/service-kit';
import { serviceBearer, eventually } from '@progression/service-kit/testing';
import { startGamesHarness, testUser, type GamesHarness } from '../../testing/harness';

let h: GamesHarness;
beforeAll(async () => {
  h = await startGamesHarness();
}, 60_000);
afterAll(() => h.stop());

const admin = testUser('kaiba');
const joiner = testUser('joey');
type Published = EventEnvelope<'game.week.started' | 'game.player.joined'>;

const eventData = (gameId: string, query: Record<string, string | number>) =>
  h
    .api()
    .get(`/internal/progression-game/${gameId}/event-data`)
    .query(query)
    .set('authorization', serviceBearer('drafts'));

describe('GET /internal/progression-game/{id}/event-data (gamesCalls.gameEventData)', () => {
  it('rebuilds exactly the v2 data games published for a week and for a player', async () => {
    expect(gamesCalls.gameEventData.path).toBe('/internal/progression-game/:id/event-data');
    const bus = await connectEvents({
      url: h.infra.natsUrl,
      serviceName: 'listener',
      logger: createLogger('event-data-test', 'silent'),
    });
    const published: Published[] = [];
    await bus.consume(
      defineHandler({
        name: 'event-data-listener',
        events: ['game.week.started', 'game.player.joined'],
        handle: async (event) => void published.push(event),
      }),
    );
    try {
      const game = await h.createGame(admin, (await h.createMode(admin)).id, {
        givePriorDraftsToLateJoiners: true,
      });
      const start = (week: number) =>
        h
          .api()
          .post(`/rest/api/progression-game/${game.id}/week`)
          .set(h.auth(admin))
          .send({ week })
          .expect(200);
      await start(1);
      const joined = await h
        .api()
        .put('/rest/api/progression-game/invite')
        .query({ inviteCode: game.inviteCode })
        .set(h.auth(joiner))
        .expect(200);
      await start(2);
      const ofGame = () => published.filter((event) => event.data.gameId === game.id);
      await eventually('the four game events', () => ofGame().length >= 4);
      const weekTwo = ofGame().find((event) => event.type === 'game.week.started' && event.data.week === 2);
      const joinerId = joined.body.playerIds[1];
      const joinerJoined = ofGame().find(
        (event) => event.type === 'game.player.joined' && event.data.player.playerId === joinerId,
      );

      const week = await eventData(game.id, { type: 'game.week.started', week: 2 }).expect(200);
      expect(week.body).toEqual(weekTwo?.data);
      expect(week.body.previousBanlist).toEqual({ format: 'TCG', activeFrom: '2002-03-01T00:00:00.000Z' });
      const player = await eventData(game.id, { type: 'game.player.joined', playerId: joinerId }).expect(200);
      expect(player.body).toEqual(joinerJoined?.data);
    } finally {
      await bus.drain();
    }
  });

  it('answers 404 for an unknown game, week or player, 400 for an unknown type, and refuses users', async () => {
    const game = await h.createGame(admin, (await h.createMode(admin)).id);
    await eventData('0123456789abcdef01234567', { type: 'game.week.started', week: 1 }).expect(404, {
      message: messages.errors.gameNotFound('0123456789abcdef01234567'),
    });
    await eventData(game.id, { type: 'game.week.started', week: 1 }).expect(404, {
      message: messages.errors.weekNotFound,
    });
    await eventData(game.id, { type: 'game.player.joined', playerId: 'nobody' }).expect(404, {
      message: messages.errors.playerNotFound,
    });
    await eventData(game.id, { type: 'game.exploded' }).expect(400);
    await h
      .api()
      .get(`/internal/progression-game/${game.id}/event-data`)
      .query({ type: 'game.week.started', week: 1 })
      .set(h.auth(admin))
      .expect(403);
  });
});
