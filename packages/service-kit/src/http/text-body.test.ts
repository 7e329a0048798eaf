import Router from '@koa/router';
import request from 'supertest';
import { createLogger } from '../logger';
import { access, anyone } from './access';
import { Forbidden } from '../errors';
import { createServiceApp } from './create-service-app';
import { textBody } from './text-body';

const logger = createLogger('kit-test', 'silent');
const refusals = { wrongType: 'send a CSV', tooLarge: 'too large', notText: 'not text' };

function buildApp() {
  const router = new Router();
  const csv = textBody({ type: 'text/csv', limit: 64, refusals });
  router.post('/upload', anyone, csv, (ctx) => {
    ctx.body = { text: csv.input(ctx).body };
  });
  const nobody = access(() => {
    throw new Forbidden('nobody');
  });
  router.post('/closed', nobody, csv, (ctx) => {
    ctx.body = { text: csv.input(ctx).body };
  });
  return createServiceApp({ name: 'kit-test', logger, routers: [router] }).callback();
}

describe('textBody', () => {
  it('reads UTF-8 text of the media type, charset parameter or not', async () => {
    await request(buildApp())
      .post('/upload')
      .set('content-type', 'text/csv; charset=utf-8')
      .send('a,b\r\n1,é\r\n')
      .expect(200, { text: 'a,b\r\n1,é\r\n' });
  });

  it('refuses another media type with 415, a body past the limit with 413, binary with 400', async () => {
    await request(buildApp())
      .post('/upload')
      .set('content-type', 'application/json')
      .send('{"a":1}')
      .expect(415, { message: 'send a CSV' });
    await request(buildApp())
      .post('/upload')
      .set('content-type', 'text/csv')
      .send('x'.repeat(65))
      .expect(413, { message: 'too large' });
    await request(buildApp())
      .post('/upload')
      .set('content-type', 'text/csv')
      .send(Buffer.from([0x61, 0x00, 0x62]))
      .expect(400, { message: 'not text' });
    await request(buildApp())
      .post('/upload')
      .set('content-type', 'text/csv')
      .send(Buffer.from([0xff, 0xfe, 0x41]))
      .expect(400, { message: 'not text' });
  });

  it('is never read for a caller the access check refused', async () => {
    await request(buildApp())
      .post('/closed')
      .set('content-type', 'application/octet-stream')
      .send('x'.repeat(1000))
      .expect(403, { message: 'nobody' });
  });

  it('counts as a body for the route-order check', () => {
    const router = new Router();
    router.post('/bad', textBody({ type: 'text/csv', limit: 1, refusals }), anyone, () => undefined);
    expect(() => createServiceApp({ name: 'kit-test', logger, routers: [router] })).toThrow(/access check/);
  });
});
