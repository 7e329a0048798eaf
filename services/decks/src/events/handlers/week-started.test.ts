import { messages, type EventEnvelope, type GamePlan } from '@progression/contracts';
import { createLogger } from '@progression/service-kit';
import {
  eventually,
  startGamesForUpcasts,
  startTestService,
  testGameEvents,
  type StandIn,
  type TestGameEvents,
  type TestService,
} from '@progression/service-kit/testing';
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
/** Games for the v1 upcaster only: a v2 week start reaches no games at all, neither fake nor HTTP. */
let games: StandIn;
let gameEvents: TestGameEvents;
let weekThree: EventEnvelope<'game.week.started'>;
beforeAll(async () => {
  // The games service has started week 3, whose banlist forbids Monster 1 (in every deck here).
  neighbours.state.activeWeek = 3;
  const { game, players: roster } = await neighbours.clients.games.gameWithPlayers(gameId);
  const plan = { cardPools: [], weeks: [], draftConfig: { steps: [] } } as unknown as GamePlan;
  gameEvents = testGameEvents({ game, players: roster, plan });
  weekThree = gameEvents.weekStarted(3);
  neighbours.state.calls.length = 0;
  const forUpcasts = await startGamesForUpcasts(serviceName, () => gameEvents);
  games = forUpcasts.games;
  service = await startTestService({
    upcast: forUpcasts.upcast,
    name: serviceName,
    createApp: (deps) => createApp(deps, neighbours.clients),
    handlers: [handler],
    extraShape: envShape,
    extraEnv: { GAMES_URL: noNeighbour, CATALOG_URL: noNeighbour },
  });
}, 60_000);
beforeEach(() => {
  games.received.length = 0;
  neighbours.state.calls.length = 0;
});
afterAll(async () => {
  await service.stop();
  await games.stop();
});

const context = {
  logger: createLogger('decks-test', 'silent'),
  consumer: 'decks-rejudge-decks',
  attempt: 1,
  streamSequence: 1,
};
const deckOf = (game: string, player: string, userId: string, name: string) => ({
  gameId: game,
  playerId: player,
  userId,
  name,
  cards: legalCards(),
  valid: true,
  reasons: [],
});

it("judges every deck of the game again under the new week's banlist, once per event, through NATS", async () => {
  await ownThreeOfEveryCard();
  const [annFirst, annSecond, bobs, otherGames] = await Deck.create([
    deckOf(gameId, players.ann, users.ann.id, 'Ann 1'),
    deckOf(gameId, players.ann, users.ann.id, 'Ann 2'),
    deckOf(gameId, players.bob, users.bob.id, 'Bob'),
    deckOf(otherGameId, players.dave, users.dave.id, 'Elsewhere'),
  ]);
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
  // The banlist came with the event: games was not asked.
  expect(neighbours.state.calls).not.toContain('games');
  expect(games.received).toEqual([]);
});

it("judges the decks on a v1 week start still in the stream, upcast with games' one rebuild call", async () => {
  await Deck.deleteMany({});
  await ownThreeOfEveryCard();
  const deck = await Deck.create(deckOf(gameId, players.bob, users.bob.id, 'Bob'));
  await service.events!.publish(gameEvents.weekStartedV1(3) as never);
  await eventually(
    'the handler',
    async () => (await Deck.countDocuments({ _id: deck._id, valid: false })) === 1,
  );
  expect((await Deck.findById(deck._id).lean())!.reasons).toEqual([
    messages.decks.restrictedByBanlist('Monster 1', 0),
  ]);
  expect(games.received).toEqual([`GET /internal/progression-game/${gameId}/event-data`]);
  expect(neighbours.state.calls).not.toContain('games');
});

it('leaves a deck saved since it was read to that save (its own judgement)', async () => {
  await Deck.deleteMany({});
  const deck = await Deck.create({ ...deckOf(gameId, players.ann, users.ann.id, 'Saved'), revision: 4 });
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
