import request from 'supertest';
import { gamesCalls, messages, type Game } from '@progression/contracts';
import { NotFound } from '@progression/service-kit';
import { bearerFor, fakeCalls, startTestService, type TestService } from '@progression/service-kit/testing';
import { createApp } from '../../app';
import type { Clients } from '../../clients';
import { gamesClient } from '../../clients/games';
import { envShape, serviceName } from '../../env';
import { Note } from '../../models/note';

const ann = { id: '64a000000000000000000001', username: 'ann' };
const bob = { id: '64a000000000000000000002', username: 'bob' };
const runningGame = '64b000000000000000000001';
const completeGame = '64b000000000000000000002';

const gameWith = (id: string, status: Game['status']): Game => ({
  id,
  name: 'League',
  status,
  activeWeek: 1,
  started: new Date('2026-01-01').toISOString(),
  inviteCode: 'ABCDEFGHJK',
  weeks: [],
  playerIds: [],
  modeId: '64c000000000000000000001',
  cardGameType: 'YUGIOH',
  settings: { givePriorDraftsToLateJoiners: false },
});

/** The games service as these tests need it: two games, and a 404 for any other id (as games answers). */
const fakeClients: Clients = {
  games: gamesClient(
    fakeCalls(gamesCalls, {
      gameOfCaller({ params: { id } }) {
        if (id === runningGame) return gameWith(id, 'IN_PROGRESS');
        if (id === completeGame) return gameWith(id, 'COMPLETE');
        throw new NotFound(messages.errors.gameNotFound(id));
      },
    }),
  ),
};

let service: TestService<typeof envShape>;
const api = () => request(service.app.callback());

beforeAll(async () => {
  service = await startTestService({
    name: serviceName,
    createApp: (deps) => createApp(deps, fakeClients),
    extraShape: envShape,
    extraEnv: { GAMES_URL: 'http://127.0.0.1:9' },
  });
});
afterEach(() => service.clearDatabase());
afterAll(() => service.stop());

const write = (user: typeof ann, gameId: string, text: string) =>
  api().post('/rest/api/note').set('authorization', bearerFor(user)).send({ gameId, text });

describe('POST /rest/api/note', () => {
  it('keeps a note of the caller on a game they play in, titled by its first line', async () => {
    const response = await write(ann, runningGame, '  Side deck ideas\nMirror Force x2').expect(201);
    expect(response.body).toMatchObject({
      gameId: runningGame,
      text: 'Side deck ideas\nMirror Force x2',
      title: 'Side deck ideas',
      archived: false,
    });
    expect(await Note.findById(response.body.id)).toMatchObject({ authorId: ann.id });
  });

  it("passes the games service's 404 through for a game the caller does not play in", async () => {
    const other = '64b0000000000000000000ff';
    await write(ann, other, 'x').expect(404, { message: messages.errors.gameNotFound(other) });
  });

  it('refuses a note on a completed game', async () => {
    await write(ann, completeGame, 'x').expect(403, { message: messages.games.gameComplete });
  });

  it('refuses a blank text and a game id that is not one, naming the field', async () => {
    await write(ann, runningGame, '   ').expect(400, {
      message: messages.errors.invalidField('text'),
      field: 'text',
    });
    await write(ann, 'nope', 'x').expect(400, { message: messages.errors.invalidId, field: 'gameId' });
  });

  it('needs a token', async () => {
    await api().post('/rest/api/note').send({ gameId: runningGame, text: 'x' }).expect(401);
  });
});

describe('GET /rest/api/note', () => {
  it("lists the caller's own notes on the game, newest first", async () => {
    await write(ann, runningGame, 'first').expect(201);
    await write(ann, runningGame, 'second').expect(201);
    await write(bob, runningGame, 'not yours').expect(201);
    const response = await api()
      .get('/rest/api/note')
      .query({ gameId: runningGame })
      .set('authorization', bearerFor(ann))
      .expect(200);
    expect(response.body.notes.map((note: { text: string }) => note.text)).toEqual(['second', 'first']);
  });
});

describe('PUT and DELETE /rest/api/note/{id}', () => {
  it('lets the author change and delete their note', async () => {
    const { body: note } = await write(ann, runningGame, 'old').expect(201);
    await api()
      .put(`/rest/api/note/${note.id}`)
      .set('authorization', bearerFor(ann))
      .send({ text: 'new' })
      .expect(200)
      .expect((response) => expect(response.body.text).toBe('new'));
    await api().delete(`/rest/api/note/${note.id}`).set('authorization', bearerFor(ann)).expect(204);
    expect(await Note.countDocuments()).toBe(0);
  });

  it("answers 404 for another user's note, as for an id nobody has", async () => {
    const { body: note } = await write(ann, runningGame, 'mine').expect(201);
    const asBob = (test: request.Test) => test.set('authorization', bearerFor(bob));
    await asBob(api().put(`/rest/api/note/${note.id}`).send({ text: 'x' })).expect(404);
    await asBob(api().delete(`/rest/api/note/${note.id}`)).expect(404);
    await asBob(api().delete('/rest/api/note/64d000000000000000000000')).expect(404);
  });

  it('keeps an archived note read-only', async () => {
    const { body: note } = await write(ann, runningGame, 'kept').expect(201);
    await Note.updateOne({ _id: note.id }, { $set: { archived: true } });
    await api()
      .put(`/rest/api/note/${note.id}`)
      .set('authorization', bearerFor(ann))
      .send({ text: 'x' })
      .expect(403, { message: messages.games.gameComplete });
  });

  it('answers a wrong method with 405', async () => {
    const { body: note } = await write(ann, runningGame, 'x').expect(201);
    await api()
      .post(`/rest/api/note/${note.id}`)
      .set('authorization', bearerFor(ann))
      .expect(405, { message: messages.errors.methodNotAllowed });
  });
});
