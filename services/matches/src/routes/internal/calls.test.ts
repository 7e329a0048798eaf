import { matchesCalls, messages } from '@progression/contracts';
import {
  callApp,
  serviceBearer,
  type AppCallClient,
  type DeclaredCallChecks,
  type TestService,
} from '@progression/service-kit/testing';
import type { envShape } from '../../env';
import { matchIdOf } from '../../domain/match-id';
import { Match } from '../../models/match';
import { api, auth, newId, seedGame, startMatchesService } from '../../testing/league';

// Each call matches declares for other services, made once through the client built from its declaration
// against the real app. The chat bot's as-user calls act as the user, with the public routes' rules.
let service: TestService<typeof envShape>;
let matches: AppCallClient<typeof matchesCalls>;
beforeAll(async () => {
  service = await startMatchesService();
  matches = await callApp(matchesCalls, service.app, 'integrations');
}, 30_000);
afterAll(async () => {
  await matches?.stop();
  await service?.stop();
});

const checks: DeclaredCallChecks<typeof matchesCalls> = {
  async matches(client) {
    const { gameId, players } = await seedGame(['ann', 'bob']);
    const { matches: listed } = await client.matches({ query: { game: gameId } }, auth(players[1]!));
    expect(listed).toHaveLength(1);
  },
  async matchesAsUser(client) {
    const { gameId, players } = await seedGame(['ann', 'bob', 'cat']);
    const { matches: listed } = await client.matchesAsUser({
      params: { userId: players[1]!.id },
      query: { game: gameId },
    });
    expect(listed).toHaveLength(3);
  },
  async matchLegsAsUser(client) {
    const { gameId, players } = await seedGame(['ann', 'bob']);
    const legs = await client.matchLegsAsUser({ params: { userId: players[1]!.id }, query: { gameId } });
    expect(legs.standings).toHaveLength(2);
  },
  async unplayedMatches(client) {
    const { gameId, players } = await seedGame(['ann', 'bob', 'cat']);
    const [ann, bob, cat] = players as [(typeof players)[0], (typeof players)[0], (typeof players)[0]];
    await Match.updateOne(
      { _id: matchIdOf(gameId, 1, ann.playerId, bob.playerId) },
      { winnerId: ann.playerId },
    );
    const { players: open } = await client.unplayedMatches({ query: { game: gameId, week: 1 } });
    expect(open.sort((a, b) => a.playerId.localeCompare(b.playerId))).toEqual(
      [
        { playerId: ann.playerId, unplayed: 1 },
        { playerId: bob.playerId, unplayed: 1 },
        { playerId: cat.playerId, unplayed: 2 },
      ].sort((a, b) => a.playerId.localeCompare(b.playerId)),
    );
    expect((await client.unplayedMatches({ query: { game: gameId, week: 2 } })).players).toEqual([]);
  },
  async reportAsUser(client) {
    const { gameId, players } = await seedGame(['ann', 'bob', 'cat']);
    const [ann, bob, cat] = players as [(typeof players)[0], (typeof players)[0], (typeof players)[0]];
    const bobCat = matchIdOf(gameId, 1, bob.playerId, cat.playerId);
    const reported = await client.reportAsUser({
      params: { userId: bob.id, id: bobCat },
      body: { winnerId: bob.playerId },
    });
    expect(reported).toMatchObject({ id: bobCat, winnerId: bob.playerId });
    expect((await Match.findById(bobCat).lean())?.winnerId).toBe(bob.playerId);
    // Someone playing in no game is refused as on the public route.
    await expect(
      client.reportAsUser({ params: { userId: newId('64c'), id: bobCat }, body: { winnerId: cat.playerId } }),
    ).rejects.toMatchObject({ status: 404, message: messages.matches.matchNotFound });
    // ann (the admin) acts on the match as the admin: she may set it.
    await client.reportAsUser({ params: { userId: ann.id, id: bobCat }, body: { winnerId: cat.playerId } });
  },
  async confirmAsUser(client) {
    const { gameId, players } = await seedGame(['ann', 'bob', 'cat'], 1, { confirmResults: true });
    const [, bob, cat] = players as [(typeof players)[0], (typeof players)[0], (typeof players)[0]];
    const bobCat = matchIdOf(gameId, 1, bob.playerId, cat.playerId);
    await client.reportAsUser({ params: { userId: bob.id, id: bobCat }, body: { winnerId: bob.playerId } });
    expect((await Match.findById(bobCat).lean())?.winnerId).toBeNull();
    const confirmed = await client.confirmAsUser({ params: { userId: cat.id, id: bobCat } });
    expect(confirmed).toMatchObject({ id: bobCat, winnerId: bob.playerId, resultStatus: 'CONFIRMED' });
    // The reporter cannot confirm their own result.
    await expect(client.confirmAsUser({ params: { userId: bob.id, id: bobCat } })).rejects.toMatchObject({
      status: 409,
    });
  },
};

it.each(Object.keys(matchesCalls))('serves %s as declared', (name) =>
  checks[name as keyof typeof matchesCalls](matches.client),
);

it('keeps the as-user calls to service tokens and a valid user id', async () => {
  const game = await seedGame(['ann', 'bob']);
  const ann = game.players[0]!;
  const path = `/internal/as-user/${ann.id}/rest/api/matches?game=${game.gameId}`;
  await api(service).get(path).expect(401);
  await api(service).get(path).set(auth(ann)).expect(403);
  await api(service)
    .get(`/internal/as-user/nope/rest/api/matches?game=${game.gameId}`)
    .set('authorization', serviceBearer('integrations'))
    .expect(400);
});
