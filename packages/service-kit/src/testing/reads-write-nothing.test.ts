import Router from '@koa/router';
import Koa from 'koa';
import mongoose from 'mongoose';
import request from 'supertest';
import { startTestService, type TestService } from './test-service';

const Visit = mongoose.model('Visit', new mongoose.Schema({ page: String }));

/** An app whose GET /counted writes (as decks' list once stored a changed validity) and whose reads do not. */
function createApp(): Koa {
  const router = new Router();
  router.get('/counted', async (ctx) => {
    await Visit.create({ page: 'counted' });
    ctx.body = { visits: await Visit.countDocuments() };
  });
  router.get('/read', async (ctx) => {
    ctx.body = { visits: await Visit.countDocuments() };
  });
  router.post('/visits', async (ctx) => {
    await Visit.updateOne({ page: 'posted' }, { $set: { page: 'posted' } }, { upsert: true });
    ctx.body = { visits: await Visit.countDocuments() };
  });
  const app = new Koa();
  app.use(router.routes());
  return app;
}

let service: TestService<Record<never, never>>;
beforeAll(async () => {
  service = await startTestService({ name: 'reads-test', createApp });
}, 30_000);
afterAll(() => service.stop());

it('fails a GET that writes, naming the request and the write, and lets reads and other methods through', async () => {
  const stderr = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    await request(service.app.callback()).get('/counted').expect(500);
    expect(stderr).toHaveBeenCalledWith(
      'GET /counted wrote to visits (insertOne): a read must write nothing',
    );
  } finally {
    stderr.mockRestore();
  }
  expect(await Visit.countDocuments()).toBe(0);
  await request(service.app.callback()).post('/visits').expect(200, { visits: 1 });
  await request(service.app.callback()).get('/read').expect(200, { visits: 1 });
});
