import { messages } from '@progression/contracts';
import { refusalBodies, type TestService } from '@progression/service-kit/testing';
import type { envShape } from '../../env';
import { Playoff } from '../../models/playoff';
import { api, auth, newId, seedGame, startMatchesService } from '../../testing/league';
import { playoffHelpers } from '../../testing/playoffs';

let service: TestService<typeof envShape>;
beforeAll(async () => {
  service = await startMatchesService();
}, 30_000);
afterEach(() => service.clearDatabase());
afterAll(() => service.stop());

const { report, semiFinals } = playoffHelpers(() => service);

describe('PUT /rest/api/playoff-matches/{id}', () => {
  it('route x role: the two players or the admin; others 403, strangers 404; hostile bodies 400', async () => {
    const { top, admin, players, userOf, gameId } = await semiFinals();
    const outsider = players.find(
      (p) => p.playerId !== top.firstPlayerId && p.playerId !== top.secondPlayerId && p !== admin,
    )!;
    const other = await seedGame(['zed', 'yan']);
    const eve = { id: newId('64c'), username: 'eve', playerId: newId('64d') };
    const path = `/rest/api/playoff-matches/${top.id}`;
    const valid = { winnerId: top.firstPlayerId, winnerGames: 2, loserGames: 0 };
    for (const body of refusalBodies(valid)) {
      await api(service).put(path).send(body).expect(401);
      for (const stranger of [other.admin, eve])
        await api(service)
          .put(path)
          .set(auth(stranger))
          .send(body)
          .expect(404, { message: messages.playoffs.matchNotFound });
      await api(service)
        .put(path)
        .set(auth(outsider))
        .send(body)
        .expect(403, { message: messages.playoffs.notInMatch });
    }
    await api(service)
      .put(`/rest/api/playoff-matches/${newId('64f')}`)
      .set(auth(admin))
      .send(valid)
      .expect(404);
    await api(service).put('/rest/api/playoff-matches/nope').set(auth(admin)).send(valid).expect(400);
    const player = userOf(top.secondPlayerId);
    for (const body of [
      { ...valid, winnerId: outsider.playerId },
      { ...valid, winnerGames: 3 },
      { ...valid, winnerGames: 1.5 },
      { ...valid, loserGames: -1 },
      { ...valid, winnerGames: '2' },
      { winnerId: top.firstPlayerId },
      { ...valid, winnerId: '$where' },
    ])
      await api(service).put(path).set(auth(player)).send(body).expect(400);
    // The final waits for its players.
    const second = await semiFinals();
    await api(service)
      .put(`/rest/api/playoff-matches/${second.final.id}`)
      .set(auth(second.admin))
      .send({ ...valid, winnerId: second.top.firstPlayerId })
      .expect(409, { message: messages.playoffs.playersNotKnown });
    const stored = await Playoff.findById(gameId).lean();
    expect(stored!.matches.every((match) => match.winnerId === null)).toBe(true);
  });

  it('20 reports at once give one result; a different one is the admin correction while the next match is unplayed', async () => {
    const { gameId, top, bottom, final, admin, userOf } = await semiFinals();
    const [first, second] = [userOf(top.firstPlayerId), userOf(top.secondPlayerId)];
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => {
        const winner = index % 2 === 0 ? first : second;
        return report(top.id, winner, winner.playerId, 2, index % 4 < 2 ? 0 : 1);
      }),
    );
    const ok = answers.filter((answer) => answer.status === 200);
    expect(answers.every((answer) => answer.status === 200 || answer.status === 409)).toBe(true);
    const stored = (await Playoff.findById(gameId).lean())!;
    const decided = stored.matches[0]!;
    // Every 200 answered the one result that was stored; the winner moved on once.
    for (const answer of ok) expect(answer.body.playoff.matches[0].winnerId).toBe(decided.winnerId);
    expect(stored.matches[2]!.firstPlayerId).toBe(decided.winnerId);
    expect(stored.matches[2]!.secondPlayerId).toBeNull();
    const loser = decided.winnerId === first.playerId ? second : first;
    await report(top.id, loser, loser.playerId).expect(409, { message: messages.playoffs.alreadyReported });
    // The admin corrects it: the other player moves on instead.
    const corrected = await report(top.id, admin, loser.playerId, 2, 1).expect(200);
    expect(corrected.body.playoff.matches[2].firstPlayerId).toBe(loser.playerId);
    expect(corrected.body.playoff.matches[0].correctable).toBe(true);
    // Once the final is played, the semi-finals stand.
    await report(bottom.id, userOf(bottom.firstPlayerId), bottom.firstPlayerId!, 2, 0).expect(200);
    await report(final.id, loser, loser.playerId, 2, 0).expect(200);
    await report(top.id, admin, decided.winnerId!, 2, 0).expect(409, {
      message: messages.playoffs.notCorrectable,
    });
    const done = (await Playoff.findById(gameId).lean())!;
    expect(done.championPlayerId).toBe(loser.playerId);
    expect(done.matches.map((match) => match.corrected)).toEqual([true, false, false]);
  });
});
