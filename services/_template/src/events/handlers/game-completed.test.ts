import { createEvent } from '@progression/contracts';
import { eventually, startTestService, type TestService } from '@progression/service-kit/testing';
import { createApp } from '../../app';
import { envShape, serviceName } from '../../env';
import { Note } from '../../models/note';
import { gameCompleted } from './game-completed';

const finished = '64b000000000000000000001';
const running = '64b000000000000000000002';

let service: TestService<typeof envShape>;
beforeAll(async () => {
  service = await startTestService({
    name: serviceName,
    createApp,
    handlers: [gameCompleted],
    extraShape: envShape,
    extraEnv: { GAMES_URL: 'http://127.0.0.1:9' },
  });
}, 30_000);
afterEach(() => service.clearDatabase());
afterAll(() => service.stop());

const archived = async () =>
  (await Note.find().sort({ text: 1 }).lean()).map((note) => [note.text, note.archived]);

describe('on game.completed', () => {
  it("archives that game's notes and leaves other games' notes alone", async () => {
    await Note.create([
      { gameId: finished, authorId: 'u1', text: 'a' },
      { gameId: finished, authorId: 'u2', text: 'b' },
      { gameId: running, authorId: 'u1', text: 'c' },
    ]);
    await service.events!.publish(
      createEvent('game.completed', 'games', { version: 1, gameId: finished, lastWeek: 8 }),
    );
    await eventually('the handler', async () => (await Note.countDocuments({ archived: true })) === 2);
    expect(await archived()).toEqual([
      ['a', true],
      ['b', true],
      ['c', false],
    ]);
  });
});
