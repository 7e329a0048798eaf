import mongoose from 'mongoose';
import { createEvent } from '@progression/contracts';
import { createLogger } from '@progression/service-kit';
import { eventually, startTestService, type TestService } from '@progression/service-kit/testing';
import { createApp } from '../app';
import { envShape } from '../env';
import { Game } from '../models/game';
import { completeAfterPlayoff } from './handlers/playoff-completed';

let service: TestService<typeof envShape>;
beforeAll(async () => {
  service = await startTestService({
    name: 'games',
    createApp,
    handlers: [completeAfterPlayoff],
    outbox: [Game],
    extraShape: envShape,
    extraEnv: { MODES_URL: 'http://127.0.0.1:9', CATALOG_URL: 'http://127.0.0.1:9' },
  });
}, 60_000);
afterAll(() => service.stop());

const context = {
  logger: createLogger('games-test', 'silent'),
  consumer: 'games-complete-after-playoff',
  attempt: 1,
  streamSequence: 1,
};

it('completes the game once when its playoff final is decided, publishing game.completed', async () => {
  const gameId = new mongoose.Types.ObjectId();
  await Game.collection.insertOne({
    _id: gameId,
    status: 'IN_PROGRESS',
    activeWeek: 3,
    players: [],
    outbox: [],
  });
  const completed = createEvent('playoff.completed', 'matches', {
    version: 1,
    gameId: String(gameId),
    gameName: 'League',
    size: 4,
    bestOf: 3,
    championPlayerId: 'p1',
    championUserId: 'u1',
    championUsername: 'ann',
    runnerUpPlayerId: 'p2',
    runnerUpUsername: 'bob',
    championGames: 2,
    runnerUpGames: 1,
  });
  await service.events!.publish(completed);
  await eventually('the game completed and its event published', async () => {
    const game = await Game.collection.findOne({ _id: gameId });
    return game?.status === 'COMPLETE' && (game.outbox as unknown[]).length === 0;
  });
  // A redelivery changes nothing: no second game.completed.
  await completeAfterPlayoff.handle(completed, context);
  const game = await Game.collection.findOne({ _id: gameId });
  expect(game).toMatchObject({ status: 'COMPLETE', activeWeek: 3, outbox: [] });
});
