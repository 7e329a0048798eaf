import { maxDecksPerGame, messages } from '@progression/contracts';
import { databaseSnapshot } from '@progression/service-kit/testing';
import { Deck } from '../../models/deck';
import {
  cardIds,
  extra,
  gameId,
  legalCards,
  main,
  mainIds,
  mtgGameId,
  players,
  users,
} from '../../testing/fixtures';
import { startDecksHarness, type DecksHarness } from '../../testing/harness';

const { ann } = users;
let h: DecksHarness;
beforeAll(async () => {
  h = await startDecksHarness();
}, 30_000);
beforeEach(() => h.reset());
afterAll(() => h.service.stop());

const newDeck = async (name?: string) =>
  (await h.create(ann, { gameId, ...(name ? { name } : {}) }).expect(201)).body;
const stored = async (id: string) => Deck.findById(id).lean();

describe('POST /rest/api/deck', () => {
  it('creates a new deck with the defaults: "New deck", valid, no cards', async () => {
    const deck = await newDeck();
    expect(deck).toMatchObject({
      gameId,
      playerId: players.ann,
      name: messages.decks.newDeckName,
      valid: true,
      reasons: [],
      cards: [],
    });
    expect(await stored(deck.id)).toMatchObject({ userId: ann.id, name: 'New deck' });
  });

  it('validates a deck created with cards', async () => {
    const legal = await h.create(ann, { gameId, name: 'Legal', cards: legalCards() }).expect(201);
    expect(legal.body).toMatchObject({ name: 'Legal', valid: true, reasons: [] });
    const banned = await h
      .create(ann, { gameId, cards: [...legalCards(), main(cardIds.potOfGreed)] })
      .expect(201);
    expect(banned.body).toMatchObject({
      valid: false,
      reasons: [messages.decks.restrictedByBanlist('Pot of Greed', 0)],
    });
  });

  it('refuses decks of another card game with a clear message', async () => {
    await h
      .create(ann, { gameId: mtgGameId })
      .expect(400, { message: messages.decks.unsupportedCardGame('MTG') });
    expect(await Deck.countDocuments()).toBe(0);
  });

  it(`keeps at most ${maxDecksPerGame} decks per player per game, counting copies and imports`, async () => {
    const deck = await newDeck();
    await Deck.insertMany(
      Array.from({ length: maxDecksPerGame - 1 }, (_, i) => ({
        gameId,
        playerId: players.ann,
        userId: ann.id,
        name: `Deck ${i}`,
        valid: true,
      })),
    );
    const tooMany = { message: messages.decks.tooManyDecks(maxDecksPerGame) };
    await h.create(ann, { gameId }).expect(409, tooMany);
    await h.copy(ann, deck.id).expect(409, tooMany);
    await h.importDeck(ann, { gameId, name: 'Imported', ydke: 'ydke://!!!' }).expect(409, tooMany);
    expect(await Deck.countDocuments({ playerId: players.ann })).toBe(maxDecksPerGame);
    // Another player's count is their own.
    await h.create(users.bob, { gameId }).expect(201);
    // Deleting one makes room again.
    await h.remove(ann, deck.id).expect(204);
    await h.create(ann, { gameId }).expect(201);
  });

  it('holds the limit under parallel creates', async () => {
    await Deck.insertMany(
      Array.from({ length: maxDecksPerGame - 3 }, (_, i) => ({
        gameId,
        playerId: players.ann,
        userId: ann.id,
        name: `Deck ${i}`,
        valid: true,
      })),
    );
    const answers = await Promise.all(Array.from({ length: 10 }, () => h.create(ann, { gameId })));
    expect(answers.every((answer) => [201, 409].includes(answer.status))).toBe(true);
    expect(await Deck.countDocuments({ playerId: players.ann })).toBeLessThanOrEqual(maxDecksPerGame);
  });
});

describe('PUT /rest/api/deck/{id}: every save recomputes validity', () => {
  it('stores name and cards and says the deck is valid when every rule holds', async () => {
    const deck = await newDeck();
    const saved = await h.save(ann, deck.id, { name: 'Warriors', cards: legalCards() }).expect(200);
    expect(saved.body).toMatchObject({ name: 'Warriors', valid: true, reasons: [], cards: legalCards() });
    expect(await stored(deck.id)).toMatchObject({ name: 'Warriors', valid: true, revision: 1 });
  });

  it('saves an invalid deck (autosave keeps work in progress) with each reason, in the order of checks', async () => {
    const deck = await newDeck();
    await h.own(players.ann, [...mainIds.map((id) => [id, 3] as const), [cardIds.raigeki, 3]]);
    const cards = [
      main(cardIds.raigeki, 2), // banlist MAX_ONE (and owned)
      main(mainIds[0], 4), // more than 3 copies, owned 3
      main(cardIds.monsterReborn, 1), // not owned at all
      ...Array.from({ length: 21 }, (_, i) => main(mainIds[i + 1], 3)), // 2 + 4 + 1 + 63 = 70 main cards
      ...['20001', '20002', '20003', '20004', '20005'].map((id) => extra(id, 3)), // 15 extra, none owned
      extra('20001', 1), // merged: 4 of Fusion One
    ];
    const saved = await h.save(ann, deck.id, { name: 'Messy', cards }).expect(200);
    expect(saved.body.valid).toBe(false);
    expect(saved.body.reasons).toEqual([
      messages.decks.restrictedByBanlist('Raigeki', 1),
      messages.decks.tooManyCopies,
      messages.decks.cardNotOwned('Monster 1'),
      messages.decks.cardNotOwned('Monster Reborn'),
      messages.decks.tooManyCopies,
      messages.decks.cardNotOwned('Fusion One'),
      messages.decks.cardNotOwned('Synchro One'),
      messages.decks.cardNotOwned('Xyz One'),
      messages.decks.cardNotOwned('Link One'),
      messages.decks.cardNotOwned('Pendulum Synchro'),
      messages.decks.tooManyCardsChosen(60),
      messages.decks.tooManyCardsChosen(15),
    ]);
    expect((await stored(deck.id))?.reasons).toEqual(saved.body.reasons);
  });

  it('says a short main deck needs more cards and applies MAX_TWO', async () => {
    const deck = await newDeck();
    const saved = await h
      .save(ann, deck.id, { name: 'Short', cards: [main(mainIds[0], 3), main(cardIds.monsterReborn, 3)] })
      .expect(200);
    expect(saved.body.reasons).toEqual([
      messages.decks.restrictedByBanlist('Monster Reborn', 2),
      messages.decks.tooFewCards(40),
    ]);
  });

  it('merges entries of one card in one zone and stores an alternate art as its card', async () => {
    const deck = await newDeck();
    const saved = await h
      .save(ann, deck.id, {
        name: 'Merged',
        cards: [main(mainIds[0], 1), main(cardIds.alternateArt, 1), main(mainIds[1], 2), main(mainIds[0], 1)],
      })
      .expect(200);
    expect(saved.body.cards).toEqual([main(mainIds[0], 3), main(mainIds[1], 2)]);
  });

  it('refuses a card in the wrong zone, naming the entry, and stores nothing', async () => {
    const deck = await newDeck();
    await h.save(ann, deck.id, { name: 'Kept', cards: legalCards() }).expect(200);
    const refusals = [
      [main('20001'), messages.decks.wrongZone('Fusion One', 'Main Deck'), 'cards.1.zone'],
      [main('20004'), messages.decks.wrongZone('Link One', 'Main Deck'), 'cards.1.zone'],
      [main('20005'), messages.decks.wrongZone('Pendulum Synchro', 'Main Deck'), 'cards.1.zone'],
      [extra(mainIds[0]), messages.decks.wrongZone('Monster 1', 'Extra Deck'), 'cards.1.zone'],
      [extra(cardIds.raigeki), messages.decks.wrongZone('Raigeki', 'Extra Deck'), 'cards.1.zone'],
      [main('99999999'), messages.decks.unknownCard('99999999'), 'cards.1.cardId'],
      [main(cardIds.skill), messages.decks.notPlayableCard('A Skill'), 'cards.1.cardId'],
    ] as const;
    for (const [card, message, field] of refusals) {
      await h
        .save(ann, deck.id, { name: 'Changed', cards: [main(mainIds[2]), card] })
        .expect(400, { message, field });
    }
    expect(await stored(deck.id)).toMatchObject({ name: 'Kept', cards: legalCards(), revision: 1 });
  });

  it('refuses bad quantities, 10,000 cards and a 10,000-character name with a clear 400 naming the field', async () => {
    const deck = await newDeck();
    const quantity = messages.decks.invalidQuantity(60);
    for (const bad of [0, -1, 61, 10_000, 1.5, '3', null]) {
      await h
        .save(ann, deck.id, { name: 'x', cards: [{ cardId: mainIds[0], quantity: bad, zone: 'MAIN_DECK' }] })
        .expect(400, { message: quantity, field: 'cards.0.quantity' });
    }
    const manyCards = Array.from({ length: 10_000 }, (_, i) => main(mainIds[i % 30]));
    await h
      .save(ann, deck.id, { name: 'x', cards: manyCards })
      .expect(400, { message: messages.decks.tooManyCardEntries(75), field: 'cards' });
    await h
      .save(ann, deck.id, { name: 'x'.repeat(10_000), cards: [] })
      .expect(400, { message: messages.names.tooLong(100), field: 'name' });
    await h
      .save(ann, deck.id, { name: '   ', cards: [] })
      .expect(400, { message: messages.names.required, field: 'name' });
    await h
      .save(ann, deck.id, { name: 'x', cards: [{ cardId: mainIds[0], quantity: 1, zone: 'SIDE_DECK' }] })
      .expect(400, { message: messages.errors.invalidField('zone'), field: 'cards.0.zone' });
    for (const [cards, field] of [
      ['all', 'cards'],
      [[7], 'cards.0'],
      [[{ cardId: 7, quantity: 1, zone: 'MAIN_DECK' }], 'cards.0.cardId'],
      [[{ cardId: '', quantity: 1, zone: 'MAIN_DECK' }], 'cards.0.cardId'],
    ] as const) {
      const fieldName = field === 'cards.0' ? 'card' : field === 'cards' ? 'cards' : 'cardId';
      await h
        .save(ann, deck.id, { name: 'x', cards })
        .expect(400, { message: messages.errors.invalidField(fieldName), field });
    }
    expect(await stored(deck.id)).toMatchObject({ name: 'New deck', cards: [], revision: 0 });
  });

  it('leaves one consistent deck after 20 parallel saves: the last write whole, never a mix', async () => {
    const deck = await newDeck();
    // Each save is a different deck: i copies pattern, its own name; some valid, some not.
    const bodies = Array.from({ length: 20 }, (_, i) => ({
      name: `Save ${i}`,
      cards:
        i % 2 === 0
          ? legalCards().slice(0, 14 - (i % 5))
          : [main(mainIds[i], 1), extra('20003', 1 + (i % 3))],
    }));
    const answers = await Promise.all(bodies.map((body) => h.save(ann, deck.id, body)));
    expect(answers.map((answer) => answer.status)).toEqual(bodies.map(() => 200));
    const final = (await h.get(ann, deck.id).expect(200)).body;
    const body = bodies.find((candidate) => candidate.name === final.name)!;
    expect(final.cards).toEqual(body.cards);
    // Its validity is the one of its own cards: the same as a fresh save of them.
    const again = (await h.save(ann, deck.id, body).expect(200)).body;
    expect({ valid: final.valid, reasons: final.reasons }).toEqual({
      valid: again.valid,
      reasons: again.reasons,
    });
    expect((await stored(deck.id))?.revision).toBe(21);
  });
});

describe('GET /rest/api/deck: validity as judged, a read writes nothing', () => {
  it("lists the caller's decks in the game, most recently updated first", async () => {
    const first = await newDeck('First');
    const second = await newDeck('Second');
    await h.create(users.bob, { gameId, name: 'Not yours' }).expect(201);
    await h.save(ann, first.id, { name: 'First', cards: [main(mainIds[0])] }).expect(200);
    const listed = await h.list(ann).expect(200);
    expect(listed.body.decks.map((deck: { name: string }) => deck.name)).toEqual(['First', 'Second']);
    expect(second.name).toBe('Second');
  });

  it('answers the validity stored by the last judgement, and leaves the database as it was', async () => {
    const deck = await newDeck();
    await h.save(ann, deck.id, { name: 'Deck', cards: legalCards() }).expect(200);
    // Ownership and the week change behind the deck's back; their handlers, not a read, judge again.
    await h.own(players.ann, [[mainIds[1], 3]]);
    h.state.activeWeek = 3;
    const before = await databaseSnapshot();
    expect((await h.list(ann).expect(200)).body.decks[0]).toMatchObject({ valid: true, reasons: [] });
    expect((await h.get(ann, deck.id).expect(200)).body).toMatchObject({ valid: true, reasons: [] });
    await h.exportAs(ann, deck.id, 'ydk').expect(200);
    expect(await databaseSnapshot()).toEqual(before);
  });

  it("judges a save under the active week's banlist", async () => {
    const deck = await newDeck();
    h.state.activeWeek = 3; // week 3's banlist forbids Monster 1
    expect(
      (await h.save(ann, deck.id, { name: 'Deck', cards: legalCards() }).expect(200)).body,
    ).toMatchObject({
      valid: false,
      reasons: [messages.decks.restrictedByBanlist('Monster 1', 0)],
    });
  });
});

describe('DELETE and copy', () => {
  it('deletes a deck (204) and then finds no deck', async () => {
    const deck = await newDeck();
    await h.remove(ann, deck.id).expect(204);
    await h.get(ann, deck.id).expect(404, { message: messages.decks.deckNotFound });
    await h.remove(ann, deck.id).expect(404, { message: messages.decks.deckNotFound });
  });

  it('copies a deck as "Copy of {name}" with its cards, judged afresh', async () => {
    const deck = await newDeck();
    await h.save(ann, deck.id, { name: 'Warriors', cards: legalCards() }).expect(200);
    const copy = await h.copy(ann, deck.id).expect(201);
    expect(copy.body).toMatchObject({
      name: messages.decks.copyName('Warriors'),
      cards: legalCards(),
      valid: true,
    });
    expect(copy.body.id).not.toBe(deck.id);
    const long = 'L'.repeat(100);
    await h.save(ann, deck.id, { name: long, cards: [] }).expect(200);
    expect((await h.copy(ann, deck.id).expect(201)).body.name).toBe(`Copy of ${long}`.slice(0, 100));
  });
});
