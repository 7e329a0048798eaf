import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from '../logger';

declare module 'koa' {
  interface DefaultContext {
    /** This request's id: the caller's `x-request-id`, or a new one. */
    requestId: string;
    /** The service logger bound to this request's id. */
    log: Logger;
  }
}

const REQUEST_ID = /^[\w.:-]{1,128}$/;

/** Reads or creates the request id, echoes it, and logs each request once when it finishes. */
export function requestContext(logger: Logger): Middleware {
  return async function trackRequest(ctx, next) {
    const incoming = ctx.get('x-request-id');
    ctx.requestId = REQUEST_ID.test(incoming) ? incoming : randomUUID();
    ctx.set('x-request-id', ctx.requestId);
    ctx.log = logger.child({ reqId: ctx.requestId });
    const started = process.hrtime.bigint();
    try {
      await next();
    } finally {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const level = ctx.status >= 500 ? 'error' : ctx.status >= 400 ? 'info' : 'debug';
      ctx.log[level](
        { method: ctx.method, url: ctx.path, status: ctx.status, ms: Math.round(ms * 10) / 10 },
        'request',
      );
    }
  };
}
