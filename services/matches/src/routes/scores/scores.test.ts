import { messages } from '@progression/contracts';
import type { TestService } from '@progression/service-kit/testing';
import type { envShape } from '../../env';
import { matchIdOf } from '../../domain/match-id';
import { League } from '../../models/league';
import { Match } from '../../models/match';
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
    for (const stranger of [dan, eve]) {
      await api(service).get(path).set(auth(stranger)).expect(404);
      await api(service).put(path).set(auth(stranger)).send(config).expect(404);
    }
    expect((await api(service).get(path).set(auth(bob)).expect(200)).body).toEqual({
      gameId: game.gameId,
      legsEnabled: false,
      legLength: 0,
      placementScores: [],
    });
    expect((await api(service).put(path).set(auth(bob)).send(config).expect(403)).body.message).toBe(
      messages.games.adminOnly,
    );
    expect((await api(service).put(path).set(auth(ann)).send(config).expect(200)).body).toEqual({
      gameId: game.gameId,
      ...config,
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
});

describe('GET /rest/api/match-legs', () => {
  it('answers the legs to players only and recomputes them when the config changes', async () => {
    const { game, ann, bob, cat, dan } = await world(3);
    const path = `/rest/api/match-legs?gameId=${game.gameId}`;
    await api(service).get(path).expect(401);
    await api(service).get(path).set(auth(dan)).expect(404);
    expect((await api(service).get(path).set(auth(bob)).expect(200)).body).toEqual({ legs: [] });
    // Week 1: bob beats ann and cat, ann beats cat. Week 2: cat beats both.
    const win = (week: number, a: typeof ann, b: typeof ann, winner: typeof ann) =>
      Match.updateOne(
        { _id: matchIdOf(game.gameId, week, a.playerId, b.playerId) },
        { winnerId: winner.playerId },
      );
    await win(1, ann, bob, bob);
    await win(1, bob, cat, bob);
    await win(1, ann, cat, ann);
    await win(2, ann, cat, cat);
    await win(2, bob, cat, cat);
    await api(service)
      .put(`/rest/api/match-config?gameId=${game.gameId}`)
      .set(auth(ann))
      .send(config)
      .expect(200);
    const rows = (
      legs: { leg: number; complete: boolean; entries: { username: string; points: number }[] }[],
    ) =>
      legs.map((leg) => [
        leg.leg,
        leg.complete,
        leg.entries.map((entry) => `${entry.username} ${entry.points}`),
      ]);
    expect(rows((await api(service).get(path).set(auth(bob)).expect(200)).body.legs)).toEqual([
      [1, true, ['bob 5', 'ann 3', 'cat 1']],
      [2, true, ['cat 5', 'ann 3', 'bob 1']],
      [3, false, ['ann 5', 'bob 3', 'cat 1']],
    ]);
    // Legs of 2 weeks: weeks 1-2 make one complete leg (bob 2-1, cat 2-2, ann 1-2), week 3 a second.
    await api(service)
      .put(`/rest/api/match-config?gameId=${game.gameId}`)
      .set(auth(ann))
      .send({ ...config, legLength: 2 })
      .expect(200);
    expect(rows((await api(service).get(path).set(auth(cat)).expect(200)).body.legs)).toEqual([
      [1, true, ['bob 5', 'cat 3', 'ann 1']],
      [2, false, ['ann 5', 'bob 3', 'cat 1']],
    ]);
  });
});
