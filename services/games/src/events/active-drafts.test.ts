import mongoose from 'mongoose';
import { createEvent } from '@progression/contracts';
import { createLogger } from '@progression/service-kit';
import { eventually, startTestService, type TestService } from '@progression/service-kit/testing';
import { createApp } from '../app';
import { envShape } from '../env';
import { Game } from '../models/game';
import { activeDrafts } from './handlers/active-drafts';

let service: TestService<typeof envShape>;
beforeAll(async () => {
  service = await startTestService({
    name: 'games',
    createApp,
    handlers: [activeDrafts],
    outbox: [Game],
    extraShape: envShape,
    extraEnv: { MODES_URL: 'http://127.0.0.1:9', CATALOG_URL: 'http://127.0.0.1:9' },
  });
}, 60_000);
afterAll(() => service.stop());

const context = {
  logger: createLogger('games-test', 'silent'),
  consumer: 'games-active-drafts',
  attempt: 1,
  streamSequence: 1,
};
const gameId = new mongoose.Types.ObjectId();
const playerId = new mongoose.Types.ObjectId();
const draftId = '650000000000000000000009';

const activeOf = async () => {
  const game = await Game.collection.findOne({ _id: gameId });
  return (game!.players as Array<{ activeDrafts: string[] }>)[0]!.activeDrafts;
};
it("adds a created draft to the player's activeDrafts and removes it once completed, through NATS", async () => {
  // The game as stored, with only what the handler touches.
  await Game.collection.insertOne({
    _id: gameId,
    players: [{ _id: playerId, userId: 'u', username: 'ann', activeDrafts: [] }],
  });
  const created = createEvent('draft.created', 'drafts', {
    version: 1,
    gameId: String(gameId),
    playerId: String(playerId),
    userId: 'u',
    draftId,
    week: 1,
    source: 'WEEKLY',
  });
  await service.events!.publish(created);
  await eventually('the handler', async () => (await activeOf()).includes(draftId));
  await activeDrafts.handle(created, context); // a redelivery adds nothing
  expect(await activeOf()).toEqual([draftId]);

  await service.events!.publish(
    createEvent('draft.completed', 'drafts', {
      version: 1,
      gameId: String(gameId),
      playerId: String(playerId),
      draftId,
      reason: 'COMPLETE',
    }),
  );
  await eventually('the handler', async () => (await activeOf()).length === 0);
});

it('gives the same result whatever order a creation and its completion are handled in, one by one or in a batch', async () => {
  const otherGame = new mongoose.Types.ObjectId();
  const [ann, bob] = [new mongoose.Types.ObjectId(), new mongoose.Types.ObjectId()];
  await Game.collection.insertOne({
    _id: otherGame,
    inviteCode: 'OTHER1',
    players: [
      { _id: ann, userId: 'ua', username: 'ann', activeDrafts: [] },
      { _id: bob, userId: 'ub', username: 'bob', activeDrafts: [] },
    ],
  });
  const player = (playerId: mongoose.Types.ObjectId, draft: string) => ({
    version: 1 as const,
    gameId: String(otherGame),
    playerId: String(playerId),
    draftId: draft,
  });
  const created = (playerId: mongoose.Types.ObjectId, draft: string) =>
    createEvent('draft.created', 'drafts', {
      ...player(playerId, draft),
      userId: 'u',
      week: 1,
      source: 'WEEKLY',
    });
  const completed = (playerId: mongoose.Types.ObjectId, draft: string) =>
    createEvent('draft.completed', 'drafts', { ...player(playerId, draft), reason: 'COMPLETE' });
  const drafts = ['650000000000000000000011', '650000000000000000000012', '650000000000000000000013'];

  // The completion of ann's first draft first, then its creation: it stays closed.
  await activeDrafts.handle(completed(ann, drafts[0]), context);
  await activeDrafts.handle(created(ann, drafts[0]), context);
  // A batch: two creations and, inside it, the completion of one of them before its creation.
  await activeDrafts.handleBatch!(
    [created(ann, drafts[1]), completed(bob, drafts[2]), created(bob, drafts[2]), created(bob, drafts[1])],
    context,
  );
  const stored = await Game.collection.findOne({ _id: otherGame });
  const players = stored!.players as Array<{ activeDrafts: string[] }>;
  expect(players.map((one) => one.activeDrafts)).toEqual([[drafts[1]], [drafts[1]]]);
});
