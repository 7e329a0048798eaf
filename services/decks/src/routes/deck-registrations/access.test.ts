import type request from 'supertest';
import { badTokenKinds, badTokens, refusalBodies } from '@progression/service-kit/testing';
import { messages } from '@progression/contracts';
import { PlayedMatch } from '../../models/played-match';
import { RegistrationWeek } from '../../models/registration-week';
import { gameId, legalCards, players, users, type TestUser } from '../../testing/fixtures';
import { startDecksHarness, type DecksHarness } from '../../testing/harness';

/**
 * The route x role matrix of registered decks: Ann and Bob play in the game (Ann registered), Carl is its
 * admin; Dave is the admin of another game; Eve plays nowhere. Each route is asked by each of them and by
 * nobody; a refusal changes nothing and is the same whatever the body.
 */
const { ann, bob, carl, dave, eve } = users;
const base = '/rest/api/deck-registrations';
let h: DecksHarness;
const deckOf: Record<string, string> = {};
beforeAll(async () => {
  h = await startDecksHarness();
}, 30_000);
beforeEach(async () => {
  await h.reset();
  for (const user of [ann, bob, carl])
    deckOf[user.id] = (
      await h.create(user, { gameId, name: user.username, cards: legalCards() }).expect(201)
    ).body.id;
  await h.as(ann, h.api().put(base).query({ gameId }).send({ deckId: deckOf[ann.id] })).expect(200);
});
afterAll(() => h.service.stop());

type Call = (user: TestUser | null) => request.Test;
const sent = (user: TestUser | null, test: request.Test, body: object | undefined) =>
  h.as(user, body === undefined ? test : test.send(body));
const validBody = (user: TestUser | null) => ({ deckId: (user && deckOf[user.id]) ?? deckOf[ann.id] });
const closeTimeBody = { week: 2, closesAt: '2099-01-01T10:00:00Z' };

/** The routes that take a body, with a valid one: a caller they refuse is also sent the others. */
const withBody: Record<
  string,
  { valid: (user: TestUser | null) => object; send: (user: TestUser | null, body?: object) => request.Test }
> = {
  PUT: { valid: validBody, send: (user, body) => sent(user, h.api().put(base).query({ gameId }), body) },
  'PUT /week/close-time': {
    valid: () => closeTimeBody,
    send: (user, body) => sent(user, h.api().put(`${base}/week/close-time`).query({ gameId }), body),
  },
};

/** Ann and Bob's match of week 2 reported (what `match.result.recorded` leaves). */
const reported = () =>
  PlayedMatch.create({ _id: 'match-ann-bob', gameId, week: 2, playerIds: [players.ann, players.bob] });

const routes: Record<string, Call> = {
  'GET ?gameId=': (user) => h.as(user, h.api().get(base).query({ gameId })),
  PUT: (user) => withBody.PUT.send(user, validBody(user)),
  "GET /players/{ann}, before Ann and Bob's result": (user) =>
    h.as(user, h.api().get(`${base}/players/${players.ann}`).query({ gameId })),
  "GET /players/{ann}, after Ann and Bob's result": (user) =>
    h.as(user, h.api().get(`${base}/players/${players.ann}`).query({ gameId })),
  'GET /week': (user) => h.as(user, h.api().get(`${base}/week`).query({ gameId })),
  'GET /visible': (user) => h.as(user, h.api().get(`${base}/visible`).query({ gameId })),
  'PUT /week/close-time': (user) => withBody['PUT /week/close-time'].send(user, closeTimeBody),
};

/** What a route's case stores before it is asked. */
const setups: Record<string, () => Promise<unknown>> = {
  "GET /players/{ann}, after Ann and Bob's result": () => reported(),
};

const gameNotFound = { message: messages.errors.gameNotFound(gameId) };
const notFound = { message: messages.deckRegistrations.notFound };
const adminOnly = { message: messages.games.adminOnly };

const expected: Record<string, Record<string, [number, object?]>> = {
  'GET ?gameId=': {
    ann: [200],
    bob: [200],
    carl: [200],
    dave: [404, gameNotFound],
    eve: [404, gameNotFound],
  },
  PUT: { ann: [200], bob: [200], carl: [200], dave: [404, gameNotFound], eve: [404, gameNotFound] },
  "GET /players/{ann}, before Ann and Bob's result": {
    ann: [200],
    bob: [404, notFound],
    carl: [200],
    dave: [404, gameNotFound],
    eve: [404, gameNotFound],
  },
  "GET /players/{ann}, after Ann and Bob's result": {
    ann: [200],
    bob: [200],
    carl: [200],
    dave: [404, gameNotFound],
    eve: [404, gameNotFound],
  },
  'GET /week': {
    ann: [403, adminOnly],
    bob: [403, adminOnly],
    carl: [200],
    dave: [404, gameNotFound],
    eve: [404, gameNotFound],
  },
  'GET /visible': {
    ann: [200],
    bob: [200],
    carl: [200],
    dave: [404, gameNotFound],
    eve: [404, gameNotFound],
  },
  'PUT /week/close-time': {
    ann: [403, adminOnly],
    bob: [403, adminOnly],
    carl: [200],
    dave: [404, gameNotFound],
    eve: [404, gameNotFound],
  },
};

const roles = { ann, bob, carl, dave, eve };
const cases = Object.keys(routes).flatMap((route) =>
  Object.entries(roles).map(([role, user]) => [route, role, user] as const),
);
const stored = async () => ({
  weeks: await RegistrationWeek.find().sort({ _id: 1 }).lean(),
});

describe('route x role', () => {
  it.each(Object.keys(routes))('%s answers 401 to anonymous callers and bad tokens', async (route) => {
    await routes[route](null).expect(401, { message: messages.auth.unauthenticated });
    for (const body of withBody[route] ? refusalBodies(withBody[route].valid(null)) : [])
      await withBody[route]!.send(null, body).expect(401, { message: messages.auth.unauthenticated });
    for (const kind of badTokenKinds) {
      await routes[route](null)
        .set('authorization', `Bearer ${badTokens(ann)[kind]}`)
        .expect(401);
    }
  });

  it.each(cases)('%s as %s', async (route, role, user) => {
    await setups[route]?.();
    const before = await stored();
    const [status, body] = expected[route][role];
    const response = await routes[route](user);
    expect(response.status).toBe(status);
    if (body) expect(response.body).toEqual(body);
    if (status < 400) return;
    for (const sentBody of withBody[route] ? refusalBodies(withBody[route].valid(user)) : []) {
      const refused = await withBody[route]!.send(user, sentBody);
      expect([refused.status, refused.body]).toEqual([status, body ?? refused.body]);
    }
    expect(await stored()).toEqual(before);
  });

  it('gives a player who did not register the same 404 as one whose deck is hidden: nothing leaks', async () => {
    await reported();
    const unregistered = await h.as(ann, h.api().get(`${base}/players/${players.bob}`).query({ gameId }));
    await PlayedMatch.deleteMany({});
    const hidden = await h.as(bob, h.api().get(`${base}/players/${players.ann}`).query({ gameId }));
    expect([unregistered.status, unregistered.body]).toEqual([404, notFound]);
    expect([hidden.status, hidden.body]).toEqual([404, notFound]);
  });
});
