import type request from 'supertest';
import { badTokenKinds, badTokens, refusalBodies } from '@progression/service-kit/testing';
import { messages } from '@progression/contracts';
import { Deck } from '../../models/deck';
import { gameId, legalCards, players, users, type TestUser } from '../../testing/fixtures';
import { startDecksHarness, type DecksHarness } from '../../testing/harness';

/**
 * The route x role matrix: Ann owns the deck; Bob plays in the game; Carl is the game's admin; Dave is the
 * admin of another game; Eve plays nowhere. Each route is asked by each of them and by nobody.
 */
const { ann, bob, carl, dave, eve } = users;
let h: DecksHarness;
let deckId: string;
beforeAll(async () => {
  h = await startDecksHarness();
}, 30_000);
beforeEach(async () => {
  await h.reset();
  deckId = (await h.create(ann, { gameId, name: 'Ann', cards: legalCards() }).expect(201)).body.id;
});
afterAll(() => h.service.stop());

type Call = (user: TestUser | null) => ReturnType<DecksHarness['list']>;
const sent = (user: TestUser | null, test: request.Test, body: object | undefined) =>
  h.as(user, body === undefined ? test : test.send(body));

/** The routes that take a body, with a valid one: a caller they refuse is also sent the others. */
const withBody: Record<
  string,
  { valid: object; send: (user: TestUser | null, body?: object) => request.Test }
> = {
  POST: {
    valid: { name: 'New' },
    send: (user, body) => sent(user, h.api().post('/rest/api/deck').query({ gameId }), body),
  },
  'PUT /{id}': {
    valid: { name: 'Changed', cards: [] },
    send: (user, body) => sent(user, h.api().put(`/rest/api/deck/${deckId}`), body),
  },
  'POST /import': {
    valid: { name: 'Imported', ydke: 'ydke://!!!' },
    send: (user, body) => sent(user, h.api().post('/rest/api/deck/import').query({ gameId }), body),
  },
};
const withValidBody =
  (route: string): Call =>
  (user) =>
    withBody[route]!.send(user, withBody[route]!.valid);

const routes: Record<string, Call> = {
  'GET ?gameId=': (user) => h.list(user),
  'GET ?gameId=&playerId=': (user) => h.list(user, { gameId, playerId: players.ann }),
  POST: withValidBody('POST'),
  'GET /{id}': (user) => h.get(user, deckId),
  'PUT /{id}': withValidBody('PUT /{id}'),
  'DELETE /{id}': (user) => h.remove(user, deckId),
  'POST /{id}/copy': (user) => h.copy(user, deckId),
  'GET /{id}/export': (user) => h.exportAs(user, deckId, 'ydk'),
  'POST /import': withValidBody('POST /import'),
};

const gameNotFound = { message: messages.errors.gameNotFound(gameId) };
const deckNotFound = { message: messages.decks.deckNotFound };
const playerNotFound = { message: messages.collection.playerNotFound(players.ann) };

/** What each role gets from each route: a status and, for refusals, the body. */
const expected: Record<string, Record<string, [number, object?]>> = {
  'GET ?gameId=': {
    ann: [200],
    bob: [200],
    carl: [200],
    dave: [404, gameNotFound],
    eve: [404, gameNotFound],
  },
  'GET ?gameId=&playerId=': {
    ann: [200],
    bob: [404, playerNotFound],
    carl: [200],
    dave: [404, gameNotFound],
    eve: [404, gameNotFound],
  },
  POST: { ann: [201], bob: [201], carl: [201], dave: [404, gameNotFound], eve: [404, gameNotFound] },
  'GET /{id}': {
    ann: [200],
    bob: [200],
    carl: [200],
    dave: [404, deckNotFound],
    eve: [404, deckNotFound],
  },
  'PUT /{id}': {
    ann: [200],
    bob: [404, deckNotFound],
    carl: [404, deckNotFound],
    dave: [404, deckNotFound],
    eve: [404, deckNotFound],
  },
  'DELETE /{id}': {
    ann: [204],
    bob: [404, deckNotFound],
    carl: [404, deckNotFound],
    dave: [404, deckNotFound],
    eve: [404, deckNotFound],
  },
  'POST /{id}/copy': {
    ann: [201],
    bob: [404, deckNotFound],
    carl: [404, deckNotFound],
    dave: [404, deckNotFound],
    eve: [404, deckNotFound],
  },
  'GET /{id}/export': {
    ann: [200],
    bob: [200],
    carl: [200],
    dave: [404, deckNotFound],
    eve: [404, deckNotFound],
  },
  'POST /import': {
    ann: [201],
    bob: [201],
    carl: [201],
    dave: [404, gameNotFound],
    eve: [404, gameNotFound],
  },
};

const roles = { ann, bob, carl, dave, eve };
const cases = Object.keys(routes).flatMap((route) =>
  Object.entries(roles).map(([role, user]) => [route, role, user] as const),
);

describe('route x role', () => {
  it.each(Object.keys(routes))('%s answers 401 to anonymous callers and bad tokens', async (route) => {
    await routes[route](null).expect(401, { message: messages.auth.unauthenticated });
    for (const body of withBody[route] ? refusalBodies(withBody[route].valid) : [])
      await withBody[route]!.send(null, body).expect(401, { message: messages.auth.unauthenticated });
    for (const kind of badTokenKinds) {
      await routes[route](null)
        .set('authorization', `Bearer ${badTokens(ann)[kind]}`)
        .expect(401);
    }
  });

  it.each(cases)('%s as %s', async (route, role, user) => {
    const before = await Deck.find().sort({ _id: 1 }).lean();
    const [status, body] = expected[route][role];
    const response = await routes[route](user);
    expect(response.status).toBe(status);
    if (body) expect(response.body).toEqual(body);
    // A refusal changes nothing, and is the same whatever the body: the body is read only after access.
    if (status < 400) return;
    for (const sentBody of withBody[route] ? refusalBodies(withBody[route].valid) : []) {
      const refused = await withBody[route]!.send(user, sentBody);
      expect([refused.status, refused.body]).toEqual([status, body ?? refused.body]);
    }
    expect(await Deck.find().sort({ _id: 1 }).lean()).toEqual(before);
  });

  it("shows the game's admin a player's decks, read-only, with the deck itself", async () => {
    const listed = await h.list(carl, { gameId, playerId: players.ann }).expect(200);
    expect(listed.body.decks.map((deck: { id: string }) => deck.id)).toEqual([deckId]);
    expect((await h.list(carl).expect(200)).body.decks).toEqual([]);
    expect((await h.get(carl, deckId).expect(200)).body).toMatchObject({ id: deckId, playerId: players.ann });
  });

  it("never lists another player's decks to a player", async () => {
    expect((await h.list(bob).expect(200)).body.decks).toEqual([]);
  });

  it("opens a deck's link for another player of the game, read-only", async () => {
    const shared = (await h.get(bob, deckId).expect(200)).body;
    expect(shared).toMatchObject({ id: deckId, playerId: players.ann, name: 'Ann' });
    expect(shared.cards).toEqual(legalCards());
    await h.as(bob, h.api().put(`/rest/api/deck/${deckId}`).send({ name: 'Mine', cards: [] })).expect(404);
    expect((await h.get(ann, deckId).expect(200)).body).toEqual(shared);
  });

  it('answers an id that is not one with a 400 and a wrong method with 405', async () => {
    await h.get(ann, 'nope').expect(400, { message: messages.errors.invalidId, field: 'id' });
    await h
      .list(ann, { gameId: 'nope' })
      .expect(400, { message: messages.errors.invalidId, field: 'gameId' });
    await h.as(ann, h.api().patch(`/rest/api/deck/${deckId}`)).expect(405);
  });
});
