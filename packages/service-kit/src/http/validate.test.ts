import Router from '@koa/router';
import request from 'supertest';
import { z } from 'zod';
import { messages } from '@progression/contracts';
import { createLogger } from '../logger';
import { createServiceApp } from './create-service-app';
import { anyone } from './access';
import { validate } from './validate';

const logger = createLogger('kit-test', 'silent');

/** zod's own English, which must never reach a user: "Too small: expected ...", "Invalid input: ...". */
const zodDefault = /too small|too big|invalid input|invalid option|expected|unrecognized key/i;

function buildApp() {
  const router = new Router();
  const claim = validate({
    params: z.object({ id: z.string().regex(/^[0-9a-f]{24}$/) }),
    query: z.object({ page: z.coerce.number().int().min(1).optional() }),
    body: z
      .object({
        packs: z.array(z.string()).min(1, messages.drafts.mustSelectPack),
        quantity: z.number().int().min(1).max(5).optional(),
        kind: z.enum(['PACK', 'CARD']).optional(),
        selections: z.array(z.object({ setId: z.string().length(24) })).optional(),
      })
      .strict(),
  });
  router.put('/claims/:id', anyone, claim, (ctx) => {
    ctx.body = claim.input(ctx).body;
  });
  router.get('/parsed-in-the-route', (ctx) => {
    // A schema parsed by route code, outside validate: its failure must not speak zod's words either.
    ctx.body = z.object({ name: z.string().min(3) }).parse({ name: 'x' });
  });
  return createServiceApp({ name: 'kit-test', logger, routers: [router] }).callback();
}

const id = '64a000000000000000000001';
const put = (body: unknown, path = `/claims/${id}`) =>
  request(buildApp())
    .put(path)
    .send(body as object);

describe('validate answers with the contracts texts, never zod defaults', () => {
  it("keeps the schema's own message", async () => {
    await put({ packs: [] }).expect(400, { message: messages.drafts.mustSelectPack, field: 'packs' });
  });

  it('names the field with the contracts text where the schema has no message', async () => {
    const cases: Array<[unknown, string]> = [
      [{ packs: ['a'], quantity: 0 }, 'quantity'],
      [{ packs: ['a'], quantity: 9 }, 'quantity'],
      [{ packs: ['a'], quantity: 1.5 }, 'quantity'],
      [{ packs: ['a'], kind: 'DECK' }, 'kind'],
      [{ packs: 'a' }, 'packs'],
      [{}, 'packs'],
      [{ packs: ['a'], selections: [{ setId: 'short' }] }, 'selections.0.setId'],
      [{ packs: ['a'], extra: true }, 'extra'],
    ];
    for (const [body, field] of cases) {
      const { body: answer } = await put(body).expect(400);
      expect(answer).toEqual({ message: messages.errors.invalidField(field), field });
      expect(answer.message).not.toMatch(zodDefault);
    }
    const { body: params } = await put({ packs: ['a'] }, '/claims/nope').expect(400);
    expect(params).toEqual({ message: messages.errors.invalidField('id'), field: 'id' });
    const { body: query } = await put({ packs: ['a'] }, `/claims/${id}?page=0`).expect(400);
    expect(query).toEqual({ message: messages.errors.invalidField('page'), field: 'page' });
  });

  it('answers a body that is not an object with the request text', async () => {
    const { body } = await request(buildApp())
      .put(`/claims/${id}`)
      .set('content-type', 'application/json')
      .send('[1, 2]')
      .expect(400);
    expect(body).toEqual({ message: messages.errors.invalidRequest });
  });

  it('answers a ZodError thrown outside validate with the contracts text naming the field', async () => {
    await request(buildApp())
      .get('/parsed-in-the-route')
      .expect(400, { message: messages.errors.invalidField('name'), field: 'name' });
  });

  it('passes a valid request through', async () => {
    await put({ packs: ['a'], quantity: 2 }).expect(200, { packs: ['a'], quantity: 2 });
  });
});
