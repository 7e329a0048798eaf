import { createEvent, messages } from '@progression/contracts';
import { createLogger } from '@progression/service-kit';
import { eventually, startTestService, type TestService } from '@progression/service-kit/testing';
import { createApp } from '../../app';
import { envShape, serviceName } from '../../env';
import { Deck } from '../../models/deck';
import {
  fakeNeighbours,
  gameId,
  legalCards,
  mainIds,
  otherGameId,
  players,
  users,
} from '../../testing/fixtures';
import { beforeNextOwnedRead, ownThreeOfEveryCard } from '../../testing/owned-counts';
import { weekStarted } from './week-started';

const neighbours = fakeNeighbours();
const handler = weekStarted(neighbours.clients);
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
afterAll(() => service.stop());

const context = { logger: createLogger('decks-test', 'silent'), consumer: 'decks-rejudge-decks', attempt: 1 };
const deckOf = (game: string, player: string, userId: string, name: string) => ({
  gameId: game,
  playerId: player,
  userId,
  name,
  cards: legalCards(),
  valid: true,
  reasons: [],
});
const weekThree = createEvent('game.week.started', 'games', {
  version: 1,
  gameId,
  week: 3,
  weekId: 'w3',
  modeId: '64d000000000000000000001',
  banlistVersion: '2002-07-01T00:00:00.000Z',
  playerIds: [players.ann, players.bob],
});

it("judges every deck of the game again under the new week's banlist, once per event, through NATS", async () => {
  await ownThreeOfEveryCard();
  const [annFirst, annSecond, bobs, otherGames] = await Deck.create([
    deckOf(gameId, players.ann, users.ann.id, 'Ann 1'),
    deckOf(gameId, players.ann, users.ann.id, 'Ann 2'),
    deckOf(gameId, players.bob, users.bob.id, 'Bob'),
    deckOf(otherGameId, players.dave, users.dave.id, 'Elsewhere'),
  ]);
  // The games service has started week 3, whose banlist forbids Monster 1 (in every deck here).
  neighbours.state.activeWeek = 3;
  await service.events!.publish(weekThree);
  const banned = [messages.decks.restrictedByBanlist('Monster 1', 0)];
  await eventually('the handler', async () => (await Deck.countDocuments({ gameId, valid: false })) === 3);
  for (const deck of [annFirst, annSecond, bobs]) {
    expect(await Deck.findById(deck._id).lean()).toMatchObject({
      valid: false,
      reasons: banned,
      revision: 0,
    });
  }
  expect(await Deck.findById(otherGames._id).lean()).toMatchObject({ valid: true, reasons: [] });

  // A redelivery of the same event changes nothing: each deck carries the event id.
  await Deck.updateOne({ _id: annFirst._id }, { $set: { valid: true, reasons: [] } });
  await handler.handle(weekThree, context);
  expect(await Deck.findById(annFirst._id).lean()).toMatchObject({
    valid: true,
    processedEvents: [weekThree.id],
  });
});

it('leaves a deck saved since it was read to that save (its own judgement)', async () => {
  await Deck.deleteMany({});
  const deck = await Deck.create({ ...deckOf(gameId, players.ann, users.ann.id, 'Saved'), revision: 4 });
  neighbours.state.activeWeek = 3;
  const event = { ...weekThree, id: 'another-week-start' };
  // The save lands between the handler's read and its write: simulate it by judging a stale revision.
  beforeNextOwnedRead(() =>
    Deck.updateOne(
      { _id: deck._id },
      { $set: { cards: [{ cardId: mainIds[1], quantity: 1, zone: 'MAIN_DECK' }] }, $inc: { revision: 1 } },
    ),
  );
  await handler.handle(event, context);
  expect(await Deck.findById(deck._id).lean()).toMatchObject({ valid: true, revision: 5 });
});
