// npm run bench -w @progression/games: p50/p95 of listing a user's games (50 games) and of joining, and the
// time from POST .../week to the game.week.started event reaching a consumer, for 32-player games. The
// games app is driven in-process over HTTP (supertest) against the embedded Mongo, a real nats-server and
// the real modes service.
import { game as gameSchema, type Game } from '@progression/contracts';
import { connectEvents, createLogger, defineHandler } from '@progression/service-kit';
import { startGamesHarness, testUser, type GamesHarness } from '../testing/harness';
import { report } from '@progression/service-kit/testing';

const timed = async (work: () => Promise<unknown>) => {
  const started = performance.now();
  await work();
  return performance.now() - started;
};

async function createGames(
  h: GamesHarness,
  owner: ReturnType<typeof testUser>,
  count: number,
  weeks: number,
): Promise<Game[]> {
  const mode = await h.createMode(owner, {
    weeks: Array.from({ length: weeks }, (_, index) => ({
      week: index + 1,
      weekSets: [{ pool: 'Standard', setIds: [h.catalog.setId('LOB')] }],
    })),
  });
  const games: Game[] = [];
  for (let index = 0; index < count; index += 1) {
    const response = await h
      .api()
      .post('/rest/api/progression-game')
      .set(h.auth(owner))
      .send({ modeId: mode.id })
      .expect(201);
    games.push(gameSchema.parse(response.body));
  }
  return games;
}

async function main() {
  const h = await startGamesHarness();
  try {
    // Listing: one user with 50 games.
    const lister = testUser('lister');
    await createGames(h, lister, 50, 1);
    const list = () => h.api().get('/rest/api/progression-game').set(h.auth(lister)).expect(200);
    for (let warm = 0; warm < 10; warm += 1) await list();
    const listing: number[] = [];
    for (let run = 0; run < 200; run += 1) listing.push(await timed(list));
    report("GET progression-game (a user's 50 games)", listing);

    // Joining: 31 players join each of 4 games, making them 32-player games.
    const admin = testUser('admin');
    const games = await createGames(h, admin, 4, 10);
    const joining: number[] = [];
    for (const game of games) {
      for (let seat = 0; seat < 31; seat += 1) {
        const joiner = testUser(`player${seat}`);
        joining.push(
          await timed(() =>
            h
              .api()
              .put('/rest/api/progression-game/invite')
              .query({ inviteCode: game.inviteCode })
              .set(h.auth(joiner))
              .expect(200),
          ),
        );
      }
    }
    report('PUT progression-game/invite (join)', joining);

    // Week start to event received, for the 32-player games.
    const bus = await connectEvents({
      url: h.infra.natsUrl,
      serviceName: 'bench',
      logger: createLogger('bench', 'silent'),
    });
    const arrivals = new Map<string, number>();
    await bus.consume(
      defineHandler({
        name: 'listener',
        events: ['game.week.started'],
        handle: async (event) =>
          void arrivals.set(`${event.data.gameId}:${event.data.week}`, performance.now()),
      }),
    );
    const toEvent: number[] = [];
    for (let week = 1; week <= 10; week += 1) {
      for (const game of games) {
        const sent = performance.now();
        const response = await h
          .api()
          .post(`/rest/api/progression-game/${game.id}/week`)
          .set(h.auth(admin))
          .send({ week })
          .expect(200);
        if (response.body.playerIds.length !== 32) throw new Error('expected a 32-player game');
        const key = `${game.id}:${week}`;
        while (!arrivals.has(key)) await new Promise((wait) => setTimeout(wait, 1));
        toEvent.push(arrivals.get(key)! - sent);
      }
    }
    report('POST .../week to game.week.started received', toEvent);
    await bus.drain();
  } finally {
    await h.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
