import request from 'supertest';
import { createEvent, messages, type EventEnvelope } from '@progression/contracts';
import { createLogger } from '@progression/service-kit';
import { bearerFor, eventually, startTestService, type TestService } from '@progression/service-kit/testing';
import { createApp } from '../../app';
import { envShape, serviceName } from '../../env';
import { Deck } from '../../models/deck';
import { OwnedCount, ownedCountId } from '../../models/owned-count';
import { fakeNeighbours, gameId, legalCards, mainIds, players, users } from '../../testing/fixtures';
import { beforeNextOwnedRead } from '../../testing/owned-counts';
import { ownedCounts } from './owned-counts';

// Decks keeps its own owned counts from collection.changed, carried by a real nats-server: no collection
// runs here, no collection URL is set, and no fake stands in for one.
const neighbours = fakeNeighbours();
const handler = ownedCounts(neighbours.clients);
const noNeighbour = 'http://127.0.0.1:9';

let service: TestService<typeof envShape>;
beforeAll(async () => {
  service = await startTestService({
    name: serviceName,
    createApp: (deps) => createApp(deps, neighbours.clients),
    handlers: [handler],
    extraShape: envShape,
    extraEnv: { GAMES_URL: noNeighbour, CATALOG_URL: noNeighbour },
  });
}, 60_000);
afterEach(() => service.clearDatabase());
afterAll(() => service.stop());

const context = {
  logger: createLogger('decks-test', 'silent'),
  consumer: 'decks-owned-counts',
  attempt: 2,
  streamSequence: 1,
};
const changed = (collectionVersion: number, counts: Array<[string, number]>, playerId = players.ann) =>
  createEvent('collection.changed', 'collection', {
    version: 1,
    gameId,
    playerId,
    collectionVersion,
    cards: counts.map(([cardId, owned]) => ({ cardId, owned })),
  });
const count = async (cardId: string, playerId = players.ann) =>
  (await OwnedCount.findById(ownedCountId(gameId, playerId, cardId)).lean())?.owned;

/** Every card of the legal deck, owned as many times as it holds (what a legal save needs). */
const ownsTheLegalDeck = () =>
  changed(
    1,
    legalCards().map((card) => [card.cardId, card.quantity]),
  );
const api = () => request(service.app.callback());
const asAnn = (test: request.Test) => test.set('authorization', bearerFor(users.ann));

describe('the counts', () => {
  it('applies a newer version and ignores an older one arriving late, card by card', async () => {
    await handler.handle(changed(2, [[mainIds[0], 2]]), context);
    await handler.handle(changed(3, [[mainIds[1], 1]]), context);
    // Version 1 was delayed: its Monster 1 count is older than version 2's, its Monster 3 count is new.
    await handler.handle(
      changed(1, [
        [mainIds[0], 9],
        [mainIds[2], 4],
      ]),
      context,
    );
    expect([await count(mainIds[0]), await count(mainIds[1]), await count(mainIds[2])]).toEqual([2, 1, 4]);
    await handler.handle(changed(4, [[mainIds[0], 0]]), context);
    expect(await count(mainIds[0])).toBe(0);
  });

  it('changes nothing on a redelivery, and records the event with each count it changed', async () => {
    const event = changed(5, [[mainIds[0], 3]]);
    await handler.handle(event, context);
    await OwnedCount.updateOne(
      { _id: ownedCountId(gameId, players.ann, mainIds[0]) },
      { $set: { owned: 7 } },
    );
    await handler.handle(event, context);
    expect(await OwnedCount.findById(ownedCountId(gameId, players.ann, mainIds[0])).lean()).toMatchObject({
      owned: 7,
      collectionVersion: 5,
      processedEvents: [event.id],
    });
  });

  it("keeps players' counts apart", async () => {
    await handler.handle(changed(1, [[mainIds[0], 3]], players.bob), context);
    expect([await count(mainIds[0], players.bob), await count(mainIds[0])]).toEqual([3, undefined]);
  });
});

describe("the player's decks, judged again", () => {
  const storedDeck = async (name = 'Deck', playerId = players.ann) =>
    Deck.create({
      gameId,
      playerId,
      userId: users.ann.id,
      name,
      cards: legalCards(),
      valid: true,
      reasons: [],
    });

  it('turns a deck holding a card taken back invalid, and valid again when it is back, its updated time kept', async () => {
    await handler.handle(ownsTheLegalDeck(), context);
    const deck = await storedDeck();
    const updatedAt = deck.updatedAt;
    const takenBack = changed(2, [[mainIds[0], 2]]);
    await handler.handle(takenBack, context);
    expect(await Deck.findById(deck._id).lean()).toMatchObject({
      valid: false,
      reasons: [messages.decks.cardNotOwned('Monster 1')],
      processedEvents: [takenBack.id],
      revision: 0,
      updatedAt,
    });
    await handler.handle(changed(3, [[mainIds[0], 3]]), context);
    expect(await Deck.findById(deck._id).lean()).toMatchObject({ valid: true, reasons: [], updatedAt });
  });

  it('leaves decks without a changed card, and asks games nothing for them', async () => {
    await handler.handle(ownsTheLegalDeck(), context);
    const deck = await storedDeck();
    neighbours.state.calls.length = 0;
    await handler.handle(changed(2, [['20003', 0]]), context);
    expect(neighbours.state.calls).toEqual([]);
    expect(await Deck.findById(deck._id).lean()).toMatchObject({ valid: true, processedEvents: [] });
  });

  it('leaves a deck saved meanwhile to its own judgement', async () => {
    await handler.handle(ownsTheLegalDeck(), context);
    const deck = await storedDeck();
    // The save lands between the handler's read of the deck and its write.
    beforeNextOwnedRead(() => Deck.updateOne({ _id: deck._id }, { $inc: { revision: 1 } }));
    await handler.handle(changed(2, [[mainIds[0], 1]]), context);
    expect(await Deck.findById(deck._id).lean()).toMatchObject({ valid: true, revision: 1 });
  });
});

describe('with the collection nowhere, through NATS', () => {
  const publish = (event: EventEnvelope<'collection.changed'>) => service.events!.publish(event);

  it('saves, lists and reads a deck by the counts collection.changed brought, and judges again on a change', async () => {
    const created = await asAnn(
      api().post('/rest/api/deck').query({ gameId }).send({ name: 'Pulled' }),
    ).expect(201);
    // Nothing owned yet: the save is judged with no copies.
    const early = await asAnn(
      api().put(`/rest/api/deck/${created.body.id}`).send({ name: 'Pulled', cards: legalCards() }),
    );
    expect(early.body.valid).toBe(false);

    await publish(ownsTheLegalDeck());
    await eventually('the counts', async () => (await count(mainIds[0])) === 3);
    const saved = await asAnn(
      api().put(`/rest/api/deck/${created.body.id}`).send({ name: 'Pulled', cards: legalCards() }),
    );
    expect(saved.body).toMatchObject({ valid: true, reasons: [] });

    await publish(changed(2, [[mainIds[0], 1]]));
    const invalid = { valid: false, reasons: [messages.decks.cardNotOwned('Monster 1')] };
    await eventually(
      'the judgement',
      async () => (await Deck.findById(created.body.id).lean())?.valid === false,
    );
    expect(
      (await asAnn(api().get('/rest/api/deck').query({ gameId })).expect(200)).body.decks[0],
    ).toMatchObject(invalid);
    expect((await asAnn(api().get(`/rest/api/deck/${created.body.id}`)).expect(200)).body).toMatchObject(
      invalid,
    );
  });
});
