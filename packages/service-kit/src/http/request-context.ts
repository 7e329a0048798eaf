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

/**
 * Health probes: a 503 there is an answer (not ready yet, e.g. importing), read by whoever polls, several
 * times a second while a stack starts; logged at `debug` only. A probe that throws is still logged as an
 * error by the error handler.
 */
const PROBES = new Set(['/healthz', '/readyz']);

/** The level a finished request is logged at. */
function requestLogLevel(path: string, status: number): 'error' | 'info' | 'debug' {
  if (PROBES.has(path)) return 'debug';
  return status >= 500 ? 'error' : status >= 400 ? 'info' : 'debug';
}

/**
 * Reads or creates the request id, echoes it, and logs each request once when it finishes. The child
 * logger behind `ctx.log` is made only when something logs: most requests log nothing at `info`, and a
 * pino child per request was a measurable share of a request's cost.
 */
export function requestContext(logger: Logger): Middleware {
  return async function trackRequest(ctx, next) {
    const incoming = ctx.get('x-request-id');
    const requestId = REQUEST_ID.test(incoming) ? incoming : randomUUID();
    ctx.requestId = requestId;
    ctx.set('x-request-id', requestId);
    let child: Logger | undefined;
    Object.defineProperty(ctx, 'log', {
      configurable: true,
      get: () => (child ??= logger.child({ reqId: requestId })),
    });
    const started = process.hrtime.bigint();
    try {
      await next();
    } finally {
      const level = requestLogLevel(ctx.path, ctx.status);
      if (logger.isLevelEnabled(level)) {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        ctx.log[level](
          { method: ctx.method, url: ctx.path, status: ctx.status, ms: Math.round(ms * 10) / 10 },
          'request',
        );
      }
    }
  };
}
