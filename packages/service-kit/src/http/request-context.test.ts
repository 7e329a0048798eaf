import { Writable } from 'node:stream';
import Koa from 'koa';
import pino from 'pino';
import request from 'supertest';
import { requestContext } from './request-context';

/** A debug-level logger whose lines are kept as `{ level, url, status }`. */
function recordingLogger() {
  const lines: Array<{ level: string; url: string; status: number }> = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        const entry = JSON.parse(line) as { level: number; url: string; status: number };
        lines.push({ level: pino.levels.labels[entry.level], url: entry.url, status: entry.status });
      }
      done();
    },
  });
  return { logger: pino({ level: 'debug' }, sink), lines };
}

describe('request log', () => {
  it('logs a probe answering 503 at debug, and any other 503 as an error', async () => {
    const { logger, lines } = recordingLogger();
    const app = new Koa();
    app.use(requestContext(logger));
    app.use((ctx) => {
      ctx.status = 503;
      ctx.body = { status: 'fail' };
    });
    const server = app.callback();
    for (const path of ['/readyz', '/healthz', '/rest/api/cards'])
      await request(server).get(path).expect(503);
    expect(lines).toEqual([
      { level: 'debug', url: '/readyz', status: 503 },
      { level: 'debug', url: '/healthz', status: 503 },
      { level: 'error', url: '/rest/api/cards', status: 503 },
    ]);
  });
});
