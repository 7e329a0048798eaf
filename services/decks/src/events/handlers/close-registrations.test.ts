import { createEvent, messages } from '@progression/contracts';
import { createLogger } from '@progression/service-kit';
import { bearerFor, eventually, startTestService, type TestService } from '@progression/service-kit/testing';
import request from 'supertest';
import { createApp } from '../../app';
import { envShape, serviceName } from '../../env';
import { PlayedMatch } from '../../models/played-match';
import { RegistrationWeek } from '../../models/registration-week';
import { fakeNeighbours, gameId, legalCards, players, users } from '../../testing/fixtures';
import { ownThreeOfEveryCard } from '../../testing/owned-counts';
import { closeRegistrations } from './close-registrations';

const neighbours = fakeNeighbours();
const noNeighbour = 'http://127.0.0.1:9';
const context = {
  logger: createLogger('decks-test', 'silent'),
  consumer: 'decks-close-registrations',
  attempt: 1,
  streamSequence: 1,
};
let service: TestService<typeof envShape>;
beforeAll(async () => {
  service = await startTestService({
    name: serviceName,
    createApp: (deps) => createApp(deps, neighbours.clients),
    handlers: [closeRegistrations],
    extraShape: envShape,
    extraEnv: { GAMES_URL: noNeighbour, CATALOG_URL: noNeighbour },
  });
}, 60_000);
afterAll(() => service.stop());

const result = (matchId: string, first: string, second: string) =>
  createEvent('match.result.recorded', 'matches', {
    version: 1,
    gameId,
    matchId,
    week: 2,
    firstPlayerId: first,
    secondPlayerId: second,
    winnerId: first,
    previousWinnerId: null,
  });

it("closes the week's registration on its first result through NATS, exactly once", async () => {
  await ownThreeOfEveryCard();
  const api = () => request(service.app.callback());
  const deck = await api()
    .post('/rest/api/deck')
    .query({ gameId })
    .set('authorization', bearerFor(users.ann))
    .send({ name: 'Ann', cards: legalCards() })
    .expect(201);
  const register = () =>
    api()
      .put('/rest/api/deck-registrations')
      .query({ gameId })
      .set('authorization', bearerFor(users.ann))
      .send({ deckId: deck.body.id });
  await register().expect(200);

  const first = result('match-ann-bob', players.ann, players.bob);
  const second = result('match-carl-dave', players.carl, players.dave);
  await service.events!.publish(first);
  await service.events!.publish(second);
  await eventually('both results', async () => (await PlayedMatch.countDocuments({ gameId, week: 2 })) === 2);
  const closed = await RegistrationWeek.findById(`${gameId}:2`).lean();
  expect(closed).toMatchObject({
    closedAt: new Date(first.occurredAt),
    closedByMatchId: 'match-ann-bob',
    processedEvents: [first.id],
  });
  await register().expect(409, { message: messages.deckRegistrations.closed(2) });

  // A redelivery of either changes nothing.
  await closeRegistrations.handle(first, context);
  await closeRegistrations.handle(second, context);
  expect(await RegistrationWeek.findById(`${gameId}:2`).lean()).toEqual(closed);
  expect(await PlayedMatch.countDocuments()).toBe(2);
});

it('closes on a result reported and waiting for the opponent (confirmed results on), once', async () => {
  await service.clearDatabase();
  const player = (playerId: string, name: string) => ({ playerId, userId: `user-${name}`, username: name });
  const reported = createEvent('match.result.reported', 'matches', {
    version: 1,
    gameId,
    matchId: 'match-ann-carl',
    week: 3,
    winnerId: players.ann,
    score: '2-1',
    reporter: player(players.ann, 'ann'),
    opponent: player(players.carl, 'carl'),
    autoConfirmAt: new Date(Date.now() + 3_600_000).toISOString(),
  });
  await closeRegistrations.handle(reported, context);
  await closeRegistrations.handle(reported, context);
  expect(await RegistrationWeek.findById(`${gameId}:3`).lean()).toMatchObject({
    closedAt: new Date(reported.occurredAt),
    closedByMatchId: 'match-ann-carl',
  });
  expect(await PlayedMatch.findById('match-ann-carl').lean()).toMatchObject({
    week: 3,
    playerIds: [players.ann, players.carl],
  });
});
