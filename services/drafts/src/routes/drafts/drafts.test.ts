import request from 'supertest';
import { messages } from '@progression/contracts';
import {
  bearerFor,
  refusalBodies,
  startTestService,
  type TestService,
} from '@progression/service-kit/testing';
import { createApp } from '../../app';
import { envShape, serviceName } from '../../env';
import { DraftPackModel } from '../../models/draft-pack';
import { PackDraftModel } from '../../models/pack-draft';
import { fakeClients, gameId, players, sets, users } from '../../testing/fixtures';

const { clients } = fakeClients();
let service: TestService<typeof envShape>;
const api = () => request(service.app.callback());

beforeAll(async () => {
  service = await startTestService({
    name: serviceName,
    createApp: (deps) => createApp(deps, clients),
    extraShape: envShape,
    extraEnv: {
      GAMES_URL: 'http://127.0.0.1:9',
      MODES_URL: 'http://127.0.0.1:9',
      CATALOG_URL: 'http://127.0.0.1:9',
    },
  });
});
afterEach(() => service.clearDatabase());
afterAll(() => service.stop());

const bulk = (user: typeof users.ann | undefined, body: object | undefined, game = gameId) => {
  const call = api().post(`/rest/api/progression-game/${game}/drafts/bulk`).send(body);
  return user ? call.set('authorization', bearerFor(user)) : call;
};
const good = { selections: [{ setId: sets.core.id, quantity: 24 }], rarityDistribution: 'FIXED' };

describe('POST /rest/api/progression-game/{id}/drafts/bulk', () => {
  it("gives every player a CUSTOM draft of the admin's packs, filled, with FIXED odds exact", async () => {
    const { body } = await bulk(users.ann, good).expect(201);
    expect(body.drafts).toHaveLength(2);
    expect(new Set(body.drafts.map((draft: { playerId: string }) => draft.playerId))).toEqual(
      new Set([players.ann.id, players.bob.id]),
    );
    expect(body.drafts[0]).toMatchObject({ source: 'CUSTOM', week: 1 });
    expect(body.drafts[0].stages[0].draftPacks).toHaveLength(24);
    // FIXED: 24 core packs hold exactly 4 super, 2 ultra and 1 secret rare in the foil slot.
    const packs = await DraftPackModel.find({ userId: users.bob.id }).lean();
    const foils = packs.map((pack) => pack.cards[8]!.rarity);
    expect(
      ['SUPER_RARE', 'ULTRA_RARE', 'SECRET_RARE'].map((r) => foils.filter((f) => f === r).length),
    ).toEqual([4, 2, 1]);
    // draft.created is in each new draft's outbox.
    const draft = await PackDraftModel.findOne({ userId: users.bob.id }).lean();
    expect(draft!.outbox.map((entry) => JSON.parse(entry.event).type)).toEqual(['draft.created']);
  });

  it("takes any set of the catalog, also one outside the game's plan (a special-event pack)", async () => {
    const { body } = await bulk(users.ann, {
      selections: [
        { setId: sets.special.id, quantity: 2 },
        { setId: sets.core.id, quantity: 1 },
      ],
      rarityDistribution: 'RANDOM',
    }).expect(201);
    const stage = body.drafts[0].stages[0];
    expect(stage.cardSets).toEqual([
      { id: sets.special.id, setCode: 'SEP', setName: 'Special Event Pack' },
      { id: sets.core.id, setCode: 'LOB', setName: 'Legend of Blue Eyes' },
    ]);
    expect(stage.draftPacks.map((pack: { set: { id: string } }) => pack.set.id).sort()).toEqual(
      [sets.special.id, sets.special.id, sets.core.id].sort(),
    );
    expect(stage.draftPacks.every((pack: { cards: unknown[] }) => pack.cards.length > 0)).toBe(true);
  });

  it('refuses a set the catalog does not have, or one with no cards, in words', async () => {
    const unknown = '64d0000000000000000000ff';
    await bulk(users.ann, {
      selections: [
        { setId: sets.core.id, quantity: 1 },
        { setId: unknown, quantity: 1 },
      ],
      rarityDistribution: 'FIXED',
    }).expect(400, { message: messages.drafts.selectionNotInCatalog(unknown), field: 'selections' });
    await bulk(users.ann, {
      selections: [{ setId: sets.empty.id, quantity: 1 }],
      rarityDistribution: 'FIXED',
    }).expect(400, {
      message: 'The selection is not valid: World Championship Prize Cards has no cards to open',
      field: 'selections',
    });
    expect(await PackDraftModel.countDocuments()).toBe(0);
  });

  it('is for the game admin only: anonymous 401, stranger and other admin 404, player 403; nothing created', async () => {
    // The same refusal with a valid body, a wrong one, a non-object and none: access comes first.
    for (const body of refusalBodies(good)) {
      await bulk(undefined, body).expect(401);
      await bulk(users.carl, body).expect(404);
      await bulk(users.dave, body).expect(404);
      await bulk(users.bob, body).expect(403, { message: messages.auth.forbidden });
    }
    await bulk(users.ann, good, '64b0000000000000000000ff').expect(404);
    expect(await PackDraftModel.countDocuments({ gameId })).toBe(0);
  });

  it('refuses bad selections with a clear 400', async () => {
    const refused = [
      { selections: [], rarityDistribution: 'FIXED' },
      { selections: [{ setId: sets.core.id, quantity: 0 }], rarityDistribution: 'FIXED' },
      { selections: [{ setId: sets.core.id, quantity: -2 }], rarityDistribution: 'FIXED' },
      { selections: [{ setId: sets.core.id, quantity: 1.5 }], rarityDistribution: 'FIXED' },
      { selections: [{ setId: 'x', quantity: 1 }], rarityDistribution: 'FIXED' },
      { selections: [{ setId: '64d0000000000000000000ff', quantity: 1 }], rarityDistribution: 'FIXED' },
      { selections: [{ setId: sets.core.id, quantity: 1 }], rarityDistribution: 'SOMETIMES' },
      {
        selections: [
          { setId: sets.core.id, quantity: 60 },
          { setId: sets.deck.id, quantity: 60 },
        ],
        rarityDistribution: 'RANDOM',
      },
    ];
    for (const body of refused) {
      const { body: answer } = await bulk(users.ann, body).expect(400);
      // The contracts' words: "The selection is not valid: ...", "The selections.0.quantity is not valid", ...
      expect(answer.message).toMatch(/^(The |You|This is not a valid id)/);
      expect(answer.field).toMatch(/^(selections|rarityDistribution)/);
    }
    expect(await PackDraftModel.countDocuments()).toBe(0);
  });
});
