import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from '@progression/contracts';
import { startTestService, type TestService } from '@progression/service-kit/testing';
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
    extraShape: envShape,
    extraEnv: { GAMES_URL: 'http://127.0.0.1:9' },
  });
});
afterEach(() => service.clearDatabase());
afterAll(() => service.stop());

const completed = (gameId: string): EventEnvelope<'game.completed'> =>
  gameCompleted.parse({
    id: randomUUID(),
    type: 'game.completed',
    occurredAt: new Date().toISOString(),
    source: 'games',
    data: { version: 1, gameId, lastWeek: 8 },
  });

describe('on game.completed', () => {
  it("archives that game's notes and leaves other games' notes alone, also when delivered twice", async () => {
    await Note.create([
      { gameId: finished, authorId: 'u1', text: 'a' },
      { gameId: finished, authorId: 'u2', text: 'b' },
      { gameId: running, authorId: 'u1', text: 'c' },
    ]);
    const event = completed(finished);
    await gameCompleted.handle(event);
    await gameCompleted.handle(event);
    const notes = await Note.find().sort({ text: 1 }).lean();
    expect(notes.map((note) => [note.text, note.archived])).toEqual([
      ['a', true],
      ['b', true],
      ['c', false],
    ]);
  });

  it('refuses an event whose data is not a game.completed', () => {
    expect(() => gameCompleted.parse({ type: 'game.completed', data: { gameId: finished } })).toThrow();
  });
});
