import { connectEvents, createLogger, defineHandler, type EventBus } from '@progression/service-kit';
import { parseEvent, type EventEnvelope } from '@progression/contracts';
import { startGamesHarness, testUser, type GamesHarness } from '../testing/harness';
import { eventually } from '@progression/service-kit/testing';

let h: GamesHarness;
beforeAll(async () => {
  h = await startGamesHarness();
}, 60_000);
afterAll(() => h.stop());

const admin = testUser('kaiba');
const player = testUser('joey');
const logger = createLogger('events-test', 'silent');
type GameEventType = 'game.created' | 'game.player.joined' | 'game.week.started' | 'game.completed';
type GameEvent = EventEnvelope<GameEventType>;

/** A handler in another service: its durable consumer collects what it receives of one event type. */
async function consumer(name: string, type: GameEventType) {
  const bus: EventBus = await connectEvents({ url: h.infra.natsUrl, serviceName: 'listener', logger });
  const received: GameEvent[] = [];
  await bus.consume(
    defineHandler({ name, events: [type], handle: async (event) => void received.push(event) }),
  );
  return { bus, received };
}

describe('game events on NATS JetStream', () => {
  it('delivers game.week.started to a consumer that was down when it was published', async () => {
    const first = await consumer('offline-listener', 'game.week.started');
    await first.bus.drain(); // the listener goes down

    const mode = await h.createMode(admin);
    const game = await h.createGame(admin, mode.id);
    const joined = await h
      .api()
      .put('/rest/api/progression-game/invite')
      .query({ inviteCode: game.inviteCode })
      .set(h.auth(player))
      .expect(200);
    const started = await h
      .api()
      .post(`/rest/api/progression-game/${game.id}/week`)
      .set(h.auth(admin))
      .send({ week: 1 })
      .expect(200);

    const back = await consumer('offline-listener', 'game.week.started');
    try {
      await eventually('the event', () => back.received.some((event) => event.data.gameId === game.id));
      const event = parseEvent(
        'game.week.started',
        back.received.find((one) => one.data.gameId === game.id),
      );
      expect(event.source).toBe('games');
      expect(event.data).toEqual({
        version: 2,
        gameId: game.id,
        gameName: 'First year',
        modeId: mode.id,
        cardGameType: 'YUGIOH',
        week: 1,
        weekId: started.body.weeks[0].id,
        banlist: { format: 'TCG', activeFrom: '2002-03-01T00:00:00.000Z' },
        previousBanlist: null,
        startedWeeks: [
          {
            week: 1,
            weekId: started.body.weeks[0].id,
            weekSets: [{ pool: 'Standard', sets: [expect.objectContaining({ setCode: 'LOB' })] }],
          },
        ],
        players: [
          expect.objectContaining({ userId: admin.id, username: 'kaiba', isAdmin: true, joinOrder: 0 }),
          expect.objectContaining({ userId: player.id, username: 'joey', isAdmin: false, joinOrder: 1 }),
        ],
        plan: {
          weekSets: [
            {
              pool: 'Standard',
              sets: [
                expect.objectContaining({
                  id: h.catalog.setId('LOB'),
                  releaseDate: '2002-03-08T00:00:00.000Z',
                }),
              ],
            },
          ],
          cardPools: [{ name: 'Standard', type: 'STANDARD' }],
          draftConfig: { steps: [expect.objectContaining({ numPacks: 12, pool: 'Standard' })] },
        },
      });
      expect(event.data.players.map((one) => one.playerId)).toEqual(joined.body.playerIds);
    } finally {
      await back.bus.drain();
    }
  });

  it('publishes game.created and game.player.joined (creator and joiner) once each', async () => {
    const created = await consumer('created-listener', 'game.created');
    const joinedListener = await consumer('joined-listener', 'game.player.joined');
    try {
      const mode = await h.createMode(admin);
      const game = await h.createGame(admin, mode.id, { givePriorDraftsToLateJoiners: true });
      await h
        .api()
        .post(`/rest/api/progression-game/${game.id}/week`)
        .set(h.auth(admin))
        .send({ week: 1 })
        .expect(200);
      await h
        .api()
        .put('/rest/api/progression-game/invite')
        .query({ inviteCode: game.inviteCode })
        .set(h.auth(player))
        .expect(200);
      const ofGame = (events: GameEvent[]) => events.filter((event) => event.data.gameId === game.id);
      await eventually(
        'the event',
        () => ofGame(created.received).length === 1 && ofGame(joinedListener.received).length === 2,
      );
      expect(ofGame(created.received)[0]!.data).toMatchObject({
        name: 'First year',
        modeId: mode.id,
        creatorUserId: admin.id,
        givePriorDraftsToLateJoiners: true,
      });
      const [creatorJoined, lateJoined] = ofGame(joinedListener.received).map((event) => event.data);
      expect(creatorJoined).toMatchObject({
        version: 2,
        gameName: 'First year',
        player: { userId: admin.id, isAdmin: true, joinOrder: 0, joinedDuringWeek: 0 },
        settings: { givePriorDraftsToLateJoiners: true },
        givePriorDrafts: false,
        startedWeeks: [],
      });
      expect(lateJoined).toMatchObject({
        player: { userId: player.id, username: 'joey', isAdmin: false, joinOrder: 1, joinedDuringWeek: 1 },
        givePriorDrafts: true,
        startedWeeks: [{ week: 1, weekSets: [{ pool: 'Standard' }] }],
        draftConfig: { steps: [{ numPacks: 12, pool: 'Standard' }] },
        cardPools: [{ name: 'Standard', type: 'STANDARD' }],
      });
    } finally {
      await created.bus.drain();
      await joinedListener.bus.drain();
    }
  });

  it('publishes game.completed past the last week', async () => {
    const listener = await consumer('completed-listener', 'game.completed');
    try {
      const mode = await h.createMode(admin, {
        weeks: [{ week: 1, weekSets: [{ pool: 'Standard', setIds: [h.catalog.setId('LOB')] }] }],
      });
      const game = await h.createGame(admin, mode.id);
      await h
        .api()
        .post(`/rest/api/progression-game/${game.id}/week`)
        .set(h.auth(admin))
        .send({ week: 1 })
        .expect(200);
      await h
        .api()
        .post(`/rest/api/progression-game/${game.id}/week`)
        .set(h.auth(admin))
        .send({ week: 2 })
        .expect(200);
      await eventually('the event', () => listener.received.some((event) => event.data.gameId === game.id));
      expect(listener.received.find((event) => event.data.gameId === game.id)?.data).toEqual({
        version: 1,
        gameId: game.id,
        lastWeek: 1,
      });
    } finally {
      await listener.bus.drain();
    }
  });
});
