import Router from '@koa/router';
import { bodyParser } from '@koa/bodyparser';
import Koa from 'koa';
import request from 'supertest';
import { z } from 'zod';
import { defineCall } from '@progression/contracts';
import { authenticate } from '../auth';
import { NotFound } from '../errors';
import { errorHandler } from '../http/error-handler';
import { createLogger } from '../logger';
import { bearerFor, fakeCalls, serviceBearer, startStandIn, TEST_KEYS, type StandIn } from '../testing';
import { callClient } from './client';
import { serveCall } from './serve';

const notes = {
  note: defineCall({
    method: 'GET',
    path: '/internal/notes/:id',
    params: z.object({ id: z.string().regex(/^n\d$/) }),
    query: z.object({ tags: z.array(z.string()).optional(), page: z.coerce.number().optional() }),
    reply: z.object({ id: z.string(), tags: z.array(z.string()), page: z.number().nullable() }),
  }),
  add: defineCall({
    method: 'POST',
    path: '/internal/notes',
    body: z.object({ text: z.string().min(1) }),
    reply: z.object({ id: z.string() }),
  }),
  broken: defineCall({ method: 'GET', path: '/internal/broken', reply: z.object({ ok: z.boolean() }) }),
};

const client = (baseUrl: string) =>
  callClient(notes, { baseUrl, serviceName: 'tests', secret: TEST_KEYS.SERVICE_SECRET });

describe('callClient against a stand-in built from the same declarations', () => {
  let standIn: StandIn;
  beforeAll(async () => {
    standIn = await startStandIn(notes, {
      note: ({ params, query }) => {
        if (params.id === 'n9') throw new NotFound('No such note');
        return { id: params.id, tags: query.tags ?? [], page: query.page ?? null };
      },
      add: ({ body }) => ({ id: `n${body.text.length}` }),
      broken: () => ({ ok: 'yes' }) as unknown as { ok: boolean },
    });
  });
  afterAll(() => standIn.stop());

  it('sends params in the path, lists as repeated query values and the body as JSON, and parses the reply', async () => {
    const notesClient = client(standIn.url);
    expect(await notesClient.note({ params: { id: 'n1' }, query: { tags: ['a', 'b'], page: 2 } })).toEqual({
      id: 'n1',
      tags: ['a', 'b'],
      page: 2,
    });
    expect(await notesClient.add({ body: { text: 'hey' } })).toEqual({ id: 'n3' });
    expect(standIn.received).toEqual(['GET /internal/notes/n1', 'POST /internal/notes']);
  });

  it("passes the callee's 400 and 404 through, and answers 502 for a reply of the wrong shape", async () => {
    const notesClient = client(standIn.url);
    await expect(notesClient.note({ params: { id: 'n9' }, query: {} })).rejects.toMatchObject({
      status: 404,
      message: 'No such note',
    });
    await expect(notesClient.add({ body: { text: '' } })).rejects.toMatchObject({
      status: 400,
      field: 'text',
    });
    await expect(notesClient.broken()).rejects.toMatchObject({ status: 502 });
  });

  it('lists a call it has no answer for and answers it 500 (a 502 to the caller)', async () => {
    const empty = await startStandIn(notes, {});
    try {
      await expect(client(empty.url).broken()).rejects.toMatchObject({ status: 502 });
      expect(empty.unexpected).toEqual(['GET /internal/broken']);
    } finally {
      await empty.stop();
    }
  });
});

describe('serveCall', () => {
  const app = new Koa();
  const router = new Router();
  let bodyRead = false;
  serveCall(router, notes.add, ({ body }) => {
    bodyRead = true;
    return { id: body.text };
  });
  app.use(errorHandler(createLogger('tests', 'silent')));
  app.use(authenticate(TEST_KEYS));
  app.use(bodyParser());
  app.use(router.routes());

  it('keeps /internal to service tokens, refusing a user before reading the body', async () => {
    await request(app.callback())
      .post('/internal/notes')
      .set('authorization', bearerFor({ id: '64a000000000000000000001', username: 'ann' }))
      .send({ text: '' })
      .expect(403);
    expect(bodyRead).toBe(false);
    await request(app.callback())
      .post('/internal/notes')
      .set('authorization', serviceBearer('tests'))
      .send({ text: 'hi' })
      .expect(200, { id: 'hi' });
  });

  it('refuses a public route without its access check, and a router with a prefix', () => {
    const publicCall = defineCall({ method: 'GET', path: '/rest/api/notes', reply: z.object({}) });
    expect(() => serveCall(new Router(), publicCall, () => ({}))).toThrow(/access check/);
    expect(() => serveCall(new Router({ prefix: '/internal' }), notes.broken, () => ({ ok: true }))).toThrow(
      /without a prefix/,
    );
  });
});

describe('fakeCalls', () => {
  it('answers the calls a test gives, parsed with the declaration, and fails loudly on any other', async () => {
    const fake = fakeCalls(notes, { add: ({ body }) => ({ id: body.text }) });
    expect(await fake.add({ body: { text: 'x' } })).toEqual({ id: 'x' });
    await expect(fake.broken()).rejects.toThrow(/GET \/internal\/broken \(broken\) was called/);
    const wrong = fakeCalls(notes, { broken: () => ({ ok: 'no' }) as unknown as { ok: boolean } });
    await expect(wrong.broken()).rejects.toThrow();
  });
});
