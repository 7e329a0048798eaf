import fc from 'fast-check';
import type request from 'supertest';
import { bearerFor } from '@progression/service-kit/testing';
import { Deck } from '../../models/deck';
import { cardIds, extraIds, gameId, legalCards, mainIds, users } from '../../testing/fixtures';
import { startDecksHarness, type DecksHarness } from '../../testing/harness';

// Hundreds of requests a test: a few seconds alone, more on a busy machine.
jest.setTimeout(30_000);

const { ann } = users;
let h: DecksHarness;
let deckId: string;
beforeAll(async () => {
  h = await startDecksHarness();
  deckId = (await h.create(ann, { gameId, name: 'Kept', cards: legalCards() }).expect(201)).body.id;
}, 30_000);
afterAll(() => h.service.stop());

const seed = { seed: 20261123, numRuns: 100 };
const json = fc.jsonValue({ maxDepth: 4 });

/** Every answer is below 500, and every refusal is JSON with a message of our own (not a library's). */
function expectClearAnswer(response: request.Response) {
  expect(response.status).toBeLessThan(500);
  if (response.status >= 400) {
    expect(typeof response.body.message).toBe('string');
    expect(response.body.message).not.toMatch(/^(Invalid input|Too (big|small)|Unrecognized|Expected)/);
  }
}

const cardId = fc.oneof(
  fc.constantFrom(...mainIds.slice(0, 5), ...extraIds, ...Object.values(cardIds), '0', '99999999'),
  fc.string({ maxLength: 12 }),
  json,
);
const card = fc.oneof(
  fc.record(
    {
      cardId,
      quantity: fc.oneof(fc.integer({ min: -5, max: 100 }), fc.double(), json),
      zone: fc.oneof(fc.constantFrom('MAIN_DECK', 'EXTRA_DECK', 'SIDE_DECK', ''), json),
    },
    { requiredKeys: [] },
  ),
  json,
);
/** Bodies near the real shape (each part sometimes right, sometimes wrong), and anything at all. */
const deckBody = fc.oneof(
  json,
  fc.record(
    {
      gameId: fc.oneof(fc.constant(gameId), fc.string({ maxLength: 30 }), json),
      name: fc.oneof(fc.string({ maxLength: 120 }), json),
      cards: fc.oneof(fc.array(card, { maxLength: 90 }), json),
    },
    { requiredKeys: [] },
  ),
);
const send = (test: request.Test, body: unknown) =>
  test
    .set('authorization', bearerFor(ann))
    .set('content-type', 'application/json')
    .send(JSON.stringify(body));

describe('fuzzed deck requests', () => {
  it('answers any body of POST and PUT with a 2xx or a clear 4xx, and a refused save changes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(deckBody, async (body) => {
        expectClearAnswer(await send(h.api().post('/rest/api/deck'), body));
        const before = await Deck.findById(deckId).lean();
        const saved = await send(h.api().put(`/rest/api/deck/${deckId}`), body);
        expectClearAnswer(saved);
        if (saved.status >= 400) expect(await Deck.findById(deckId).lean()).toEqual(before);
        await Deck.deleteMany({ _id: { $ne: deckId } });
      }),
      seed,
    );
  });

  it('answers any import body with a 2xx or a clear 4xx', async () => {
    const text = fc.oneof(
      fc.string({ maxLength: 200 }),
      fc
        .array(
          fc.oneof(
            fc.integer({ min: -1, max: 2 ** 33 }).map(String),
            fc.constantFrom('#main', '#extra', '!side', '#x'),
          ),
          { maxLength: 50 },
        )
        .map((lines) => lines.join('\n')),
      fc.base64String({ maxLength: 80 }).map((part) => `ydke://${part}!${part}!!`),
      // Chat text around a URL, and card lists of any counts and names.
      fc
        .tuple(fc.string({ maxLength: 20 }), fc.base64String({ maxLength: 40 }), fc.string({ maxLength: 20 }))
        .map(([before, part, after]) => `${before} ydke://${part}\n!${part}! ${part}${after}`),
      fc
        .array(fc.tuple(fc.integer({ min: 0, max: 120 }), fc.string({ maxLength: 30 })), { maxLength: 30 })
        .map((lines) => lines.map(([n, name]) => (n % 2 ? `${n}x ${name}` : `${name} x${n}`)).join('\r\n')),
      json,
    );
    const body = fc.oneof(
      json,
      fc.record(
        {
          gameId: fc.constant(gameId),
          name: fc.oneof(fc.string({ maxLength: 20 }), json),
          text,
          ydk: text,
          ydke: text,
        },
        { requiredKeys: ['gameId'] },
      ),
    );
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        expectClearAnswer(await send(h.api().post('/rest/api/deck/import'), payload));
        await Deck.deleteMany({ _id: { $ne: deckId } });
      }),
      seed,
    );
  });

  it('answers any query or id with a 2xx or a clear 4xx', async () => {
    const value = fc.string({ minLength: 1, maxLength: 40 });
    await fc.assert(
      fc.asyncProperty(value, fc.array(value, { maxLength: 3 }), async (one, many) => {
        const auth = { authorization: bearerFor(ann) };
        expectClearAnswer(
          await h.api().get('/rest/api/deck').query({ gameId: one, playerId: many }).set(auth),
        );
        expectClearAnswer(await h.api().get('/rest/api/deck').query({ gameId: many }).set(auth));
        expectClearAnswer(
          await h
            .api()
            .get(`/rest/api/deck/${encodeURIComponent(one)}`)
            .set(auth),
        );
        expectClearAnswer(
          await h.api().get(`/rest/api/deck/${deckId}/export`).query({ format: many }).set(auth),
        );
        expectClearAnswer(
          await h
            .api()
            .post(`/rest/api/deck/${encodeURIComponent(one)}/copy`)
            .set(auth),
        );
        await Deck.deleteMany({ _id: { $ne: deckId } });
      }),
      seed,
    );
  });
});
