import { messages } from '@progression/contracts';
import { serviceBearer, type TestService } from '@progression/service-kit/testing';
import type { envShape } from '../../env';
import { matchIdOf } from '../../domain/match-id';
import { Match } from '../../models/match';
import { api, auth, newId, seedGame, startMatchesService } from '../../testing/league';

let service: TestService<typeof envShape>;
beforeAll(async () => {
  service = await startMatchesService();
}, 30_000);
afterEach(() => service.clearDatabase());
afterAll(() => service.stop());

const asUser = (userId: string, path: string) => `/internal/as-user/${userId}/rest/api${path}`;
const service$ = { authorization: serviceBearer('integrations') };

describe('/internal/as-user/{userId}/rest/api/...', () => {
  it("acts as the user with the public routes' rules: their game's matches, legs and reports", async () => {
    const game = await seedGame(['ann', 'bob', 'cat']);
    const [ann, bob, cat] = game.players as [
      (typeof game.players)[0],
      (typeof game.players)[0],
      (typeof game.players)[0],
    ];
    const listed = await api(service)
      .get(asUser(bob.id, `/matches?game=${game.gameId}`))
      .set(service$)
      .expect(200);
    expect(listed.body.matches).toHaveLength(3);
    await api(service)
      .get(asUser(bob.id, `/match-legs?gameId=${game.gameId}`))
      .set(service$)
      .expect(200);

    const bobCat = matchIdOf(game.gameId, 1, bob.playerId, cat.playerId);
    await api(service)
      .put(asUser(bob.id, `/matches/${bobCat}`))
      .set(service$)
      .send({ winnerId: bob.playerId })
      .expect(200);
    expect((await Match.findById(bobCat).lean())?.winnerId).toBe(bob.playerId);

    // Someone playing in no game is refused as on the public route.
    const refused = await api(service)
      .put(asUser(newId('64c'), `/matches/${bobCat}`))
      .set(service$)
      .send({ winnerId: cat.playerId })
      .expect(404);
    expect(refused.body.message).toBe(messages.matches.matchNotFound);
    // ann (the admin) acts on the match as the admin: she may set it.
    await api(service)
      .put(asUser(ann.id, `/matches/${bobCat}`))
      .set(service$)
      .send({ winnerId: cat.playerId })
      .expect(200);
  });

  it('needs a service token, never a user token, and a valid user id', async () => {
    const game = await seedGame(['ann', 'bob']);
    const ann = game.players[0]!;
    await api(service)
      .get(asUser(ann.id, `/matches?game=${game.gameId}`))
      .expect(401);
    await api(service)
      .get(asUser(ann.id, `/matches?game=${game.gameId}`))
      .set(auth(ann))
      .expect(403);
    await api(service)
      .get(asUser('nope', `/matches?game=${game.gameId}`))
      .set(service$)
      .expect(400);
  });
});
