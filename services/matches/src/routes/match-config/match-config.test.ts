import { messages } from '@progression/contracts';
import { refusalBodies, type TestService } from '@progression/service-kit/testing';
import type { envShape } from '../../env';
import { League } from '../../models/league';
import { api, auth, newId, seedGame, startMatchesService } from '../../testing/league';

let service: TestService<typeof envShape>;
beforeAll(async () => {
  service = await startMatchesService();
}, 30_000);
afterEach(() => service.clearDatabase());
afterAll(() => service.stop());

const config = { legsEnabled: true, legLength: 1, placementScores: [5, 3, 1] };

async function world(weeks = 1) {
  const game = await seedGame(['ann', 'bob', 'cat'], weeks);
  const other = await seedGame(['dan']);
  const eve = { id: newId('64c'), username: 'eve' };
  return { game, ann: game.players[0]!, bob: game.players[1]!, cat: game.players[2]!, dan: other.admin, eve };
}

describe('/rest/api/match-config', () => {
  it('route x role: every player reads it, only the game admin changes it', async () => {
    const { game, ann, bob, dan, eve } = await world();
    const path = `/rest/api/match-config?gameId=${game.gameId}`;
    await api(service).get(path).expect(401);
    await api(service).put(path).send(config).expect(401);
    // A refused caller gets the same answer whatever the body: it is read only once access is granted.
    const put = (body: object | undefined) =>
      body ? api(service).put(path).send(body) : api(service).put(path);
    for (const body of refusalBodies(config)) {
      await put(body).expect(401);
      for (const stranger of [dan, eve]) await put(body).set(auth(stranger)).expect(404);
      await put(body).set(auth(bob)).expect(403, { message: messages.games.adminOnly });
    }
    for (const stranger of [dan, eve]) await api(service).get(path).set(auth(stranger)).expect(404);
    expect((await api(service).get(path).set(auth(bob)).expect(200)).body).toEqual({
      gameId: game.gameId,
      legsEnabled: false,
      legLength: 0,
      placementScores: [],
      pairing: 'ROUND_ROBIN',
      swissRounds: 3,
      confirmResults: false,
      autoConfirmHours: 48,
    });
    expect((await api(service).put(path).set(auth(bob)).send(config).expect(403)).body.message).toBe(
      messages.games.adminOnly,
    );
    expect((await api(service).put(path).set(auth(ann)).send(config).expect(200)).body).toEqual({
      gameId: game.gameId,
      ...config,
      pairing: 'ROUND_ROBIN',
      swissRounds: 3,
      confirmResults: false,
      autoConfirmHours: 48,
    });
    expect((await api(service).get(path).set(auth(bob)).expect(200)).body.legLength).toBe(1);
  });

  it('refuses negative numbers, 1,000 placement scores and malformed input with 400, nothing changed', async () => {
    const { game, ann } = await world();
    const path = `/rest/api/match-config?gameId=${game.gameId}`;
    const bad = [
      { ...config, legLength: -1 },
      { ...config, placementScores: [3, -1] },
      { ...config, placementScores: Array.from({ length: 1000 }, () => 1) },
      { ...config, legLength: 1.5 },
      { ...config, legsEnabled: 'yes' },
      { ...config, placementScores: 'many' },
      {},
    ];
    for (const body of bad) {
      const refused = await api(service).put(path).set(auth(ann)).send(body).expect(400);
      expect(refused.body.message).toEqual(expect.any(String));
    }
    expect(
      (
        await api(service)
          .put(path)
          .set(auth(ann))
          .send({ ...config, placementScores: Array(1000).fill(1) })
          .expect(400)
      ).body.message,
    ).toBe(messages.matches.tooManyPlacementScores(64));
    await api(service).put('/rest/api/match-config?gameId=nope').set(auth(ann)).send(config).expect(400);
    expect((await League.findById(game.gameId).lean())!.config?.legsEnabled).toBe(false);
  });

  it('turns confirmed results on with an auto-confirm time in bounds; refuses anything else with 400, nothing changed', async () => {
    const { game, ann, bob } = await world();
    const path = `/rest/api/match-config?gameId=${game.gameId}`;
    const range = messages.matchResults.autoConfirmHoursRange(1, 672);
    for (const autoConfirmHours of [0, -1, 673, 1.5, '48', null, { $gt: 0 }])
      expect(
        (
          await api(service)
            .put(path)
            .set(auth(ann))
            .send({ ...config, autoConfirmHours })
            .expect(400)
        ).body.message,
      ).toBe(range);
    for (const confirmResults of ['yes', 1, null, { $ne: false }])
      await api(service)
        .put(path)
        .set(auth(ann))
        .send({ ...config, confirmResults })
        .expect(400);
    expect((await League.findById(game.gameId).lean())!.config.confirmResults).toBe(false);
    const saved = await api(service)
      .put(path)
      .set(auth(ann))
      .send({ ...config, confirmResults: true, autoConfirmHours: 24 })
      .expect(200);
    expect(saved.body).toMatchObject({ confirmResults: true, autoConfirmHours: 24 });
    // A client that knows only the legs keeps confirmed results as they are.
    await api(service).put(path).set(auth(ann)).send(config).expect(200);
    expect((await api(service).get(path).set(auth(bob)).expect(200)).body).toMatchObject({
      confirmResults: true,
      autoConfirmHours: 24,
    });
    await api(service)
      .put(path)
      .set(auth(bob))
      .send({ ...config, confirmResults: false })
      .expect(403);
  });
});
