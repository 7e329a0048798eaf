import { createEvent, messages } from '@progression/contracts';
import { createLogger } from '@progression/service-kit';
import { eventually, startTestService, type TestService } from '@progression/service-kit/testing';
import { createApp } from '../app';
import { envShape, serviceName } from '../env';
import { Notification } from '../models/notification';
import { Player, playerKey } from '../models/player';
import { playoffChampion } from './handlers/playoff-champion';

let service: TestService<typeof envShape>;
beforeAll(async () => {
  service = await startTestService({
    name: serviceName,
    createApp,
    handlers: [playoffChampion],
    extraShape: envShape,
    extraEnv: { GAMES_URL: 'http://127.0.0.1:9' },
  });
}, 30_000);
afterAll(() => service.stop());

const gameId = '64b000000000000000000011';
const context = { logger: createLogger('test', 'silent'), consumer: 'test', attempt: 1, streamSequence: 1 };

it("playoff.completed rings every player's bell once with the champion, linking to the bracket", async () => {
  const players = ['ann', 'bob', 'cat'].map((username, index) => ({
    _id: playerKey(gameId, `64d00000000000000000001${index}`),
    gameId,
    playerId: `64d00000000000000000001${index}`,
    userId: `64a00000000000000000001${index}`,
    username,
  }));
  await Player.insertMany([
    ...players,
    {
      _id: playerKey('64b000000000000000000099', 'p'),
      gameId: '64b000000000000000000099',
      playerId: 'p',
      userId: '64a000000000000000000099',
      username: 'eve',
    },
  ]);
  const completed = createEvent('playoff.completed', 'matches', {
    version: 1,
    gameId,
    gameName: 'Kaiba Cup',
    size: 4,
    bestOf: 3,
    championPlayerId: players[1]!.playerId,
    championUserId: players[1]!.userId,
    championUsername: 'bob',
    runnerUpPlayerId: players[0]!.playerId,
    runnerUpUsername: 'ann',
    championGames: 2,
    runnerUpGames: 1,
  });
  await service.events!.publish(completed);
  await eventually('three notifications', async () => (await Notification.countDocuments()) === 3);
  await playoffChampion.handle(completed, context); // a redelivery adds nothing
  const notes = await Notification.find().lean();
  expect(notes.map((note) => note.userId).sort()).toEqual(players.map((player) => player.userId).sort());
  for (const note of notes)
    expect(note).toMatchObject({
      kind: 'PLAYOFF_CHAMPION',
      message: messages.playoffs.championNotification('bob', 'Kaiba Cup'),
      link: `/games/game/${gameId}/playoffs`,
    });
});
