import { type TestService } from '@progression/service-kit/testing';
import type { envShape } from '../../env';
import { matchIdOf } from '../../domain/match-id';
import { Match } from '../../models/match';
import { api, auth, newId, seedGame, startMatchesService, type SeededPlayer } from '../../testing/league';

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

/** A table as `name place points wins-losses` lines (`-` for no place). */
const lines = (
  entries: { username: string; place: number | null; points?: number; wins: number; losses: number }[],
) =>
  entries.map(
    ({ username, place, points, wins, losses }) =>
      `${username} ${place ?? '-'}${points === undefined ? '' : ` ${points}`} ${wins}-${losses}`,
  );
const rows = (legs: { leg: number; complete: boolean; entries: Parameters<typeof lines>[0] }[]) =>
  legs.map((leg) => [leg.leg, leg.complete, lines(leg.entries)]);

describe('GET /rest/api/match-legs', () => {
  it('answers players only; places earned results, sums completed legs, and recomputes on a config change', async () => {
    const { game, ann, bob, cat, dan } = await world(3);
    const path = `/rest/api/match-legs?gameId=${game.gameId}`;
    await api(service).get(path).expect(401);
    await api(service).get(path).set(auth(dan)).expect(404);
    expect((await api(service).get(path).set(auth(bob)).expect(200)).body).toEqual({
      legs: [],
      currentScores: [],
      swissStandings: [],
      standings: ['ann', 'bob', 'cat'].map((username, index) => ({
        userId: game.players[index]!.id,
        username,
        place: null,
        wins: 0,
        losses: 0,
      })),
    });
    // Week 1: bob beats ann and cat, ann beats cat. Week 2: cat beats both (ann-bob unplayed). Week 3
    // (active): nothing played.
    await win(game.gameId, 1, ann, bob, bob);
    await win(game.gameId, 1, bob, cat, bob);
    await win(game.gameId, 1, ann, cat, ann);
    await win(game.gameId, 2, ann, cat, cat);
    await win(game.gameId, 2, bob, cat, cat);
    await api(service)
      .put(`/rest/api/match-config?gameId=${game.gameId}`)
      .set(auth(ann))
      .send(config)
      .expect(200);
    const legsOfOneWeek = (await api(service).get(path).set(auth(bob)).expect(200)).body;
    expect(rows(legsOfOneWeek.legs)).toEqual([
      [1, true, ['bob 1 5 2-0', 'ann 2 3 1-1', 'cat 3 1 0-2']],
      // ann and bob lost to cat and did not play each other: they share second place.
      [2, true, ['cat 1 5 2-0', 'ann 2 3 0-1', 'bob 2 3 0-1']],
      // Nobody has a result in week 3 yet: nobody is placed.
      [3, false, ['ann - 0 0-0', 'bob - 0 0-0', 'cat - 0 0-0']],
    ]);
    // Completed legs only: bob 5 + 3, ann 3 + 3 and cat 1 + 5 (equal points share second place).
    expect(lines(legsOfOneWeek.currentScores)).toEqual(['bob 1 8 2-1', 'ann 2 6 1-2', 'cat 2 6 2-2']);
    expect(lines(legsOfOneWeek.standings)).toEqual(['bob 1 2-1', 'cat 2 2-2', 'ann 3 1-2']);

    // Legs of 2 weeks: weeks 1-2 make one complete leg (bob 2-1, cat 2-2, ann 1-2), week 3 a second.
    await api(service)
      .put(`/rest/api/match-config?gameId=${game.gameId}`)
      .set(auth(ann))
      .send({ ...config, legLength: 2 })
      .expect(200);
    const legsOfTwoWeeks = (await api(service).get(path).set(auth(cat)).expect(200)).body;
    expect(rows(legsOfTwoWeeks.legs)).toEqual([
      [1, true, ['bob 1 5 2-1', 'cat 2 3 2-2', 'ann 3 1 1-2']],
      [2, false, ['ann - 0 0-0', 'bob - 0 0-0', 'cat - 0 0-0']],
    ]);
    expect(lines(legsOfTwoWeeks.currentScores)).toEqual(['bob 1 5 2-1', 'cat 2 3 2-2', 'ann 3 1 1-2']);
  });

  it('after a week of 1-1 for everyone and week 2 started: a shared first place, and nothing for week 2', async () => {
    const { game, ann, bob, cat } = await world(2);
    await win(game.gameId, 1, ann, bob, ann);
    await win(game.gameId, 1, bob, cat, bob);
    await win(game.gameId, 1, ann, cat, cat);
    await api(service)
      .put(`/rest/api/match-config?gameId=${game.gameId}`)
      .set(auth(ann))
      .send({ legsEnabled: true, legLength: 1, placementScores: [3, 2, 1] })
      .expect(200);
    const body = (await api(service).get(`/rest/api/match-legs?gameId=${game.gameId}`).set(auth(cat))).body;
    expect(rows(body.legs)).toEqual([
      [1, true, ['ann 1 3 1-1', 'bob 1 3 1-1', 'cat 1 3 1-1']],
      [2, false, ['ann - 0 0-0', 'bob - 0 0-0', 'cat - 0 0-0']],
    ]);
    expect(lines(body.currentScores)).toEqual(['ann 1 3 1-1', 'bob 1 3 1-1', 'cat 1 3 1-1']);
  });

  it('with legs off (the default) answers no legs and the standings of every week', async () => {
    const { game, ann, bob, cat } = await world(2);
    await win(game.gameId, 1, ann, bob, ann);
    await win(game.gameId, 1, ann, cat, ann);
    await win(game.gameId, 2, bob, cat, bob);
    const body = (await api(service).get(`/rest/api/match-legs?gameId=${game.gameId}`).set(auth(bob))).body;
    expect(body.legs).toEqual([]);
    expect(body.currentScores).toEqual([]);
    expect(lines(body.standings)).toEqual(['ann 1 2-0', 'bob 2 1-1', 'cat 3 0-2']);
    expect(body.standings[0]).toEqual({ userId: ann.id, username: 'ann', place: 1, wins: 2, losses: 0 });
  });
});

/** `winner` won the match of `a` and `b` in `week`. */
const win = (gameId: string, week: number, a: SeededPlayer, b: SeededPlayer, winner: SeededPlayer) =>
  Match.updateOne({ _id: matchIdOf(gameId, week, a.playerId, b.playerId) }, { winnerId: winner.playerId });
