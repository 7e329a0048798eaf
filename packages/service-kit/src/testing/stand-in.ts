import Router from '@koa/router';
import { bodyParser } from '@koa/bodyparser';
import Koa from 'koa';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CallDeclaration, CallDeclarations } from '@progression/contracts';
import { anyCaller } from '../http/access';
import { errorHandler } from '../http/error-handler';
import { serveCall, type CallHandler } from '../calls/serve';
import { authenticate } from '../auth';
import { createLogger } from '../logger';
import type { TokenKeys } from '../tokens';
import { TEST_KEYS } from './tokens';

export type StandInAnswers<C extends CallDeclarations> = { [K in keyof C]?: CallHandler<C[K]> };

/** A stand-in service listening on a free port. */
export interface StandIn {
  url: string;
  /** Every call it received, as `METHOD path` (query left out), in order. */
  received: string[];
  /** Calls it was not given an answer for (each also answered 500). */
  unexpected: string[];
  stop(): Promise<void>;
}

/**
 * Another service as a process-level test or a bench needs it: a real HTTP server serving the given
 * answers of a service's declared calls, each parsed in and checked as the owner does (token with the
 * test keys, params, query, body). A call with no answer (or any other path) is a 500 and is listed in
 * `unexpected`, so a test that must not call a service can say so:
 *
 *   const games = await startStandIn(gamesCalls, {});   // ...run, then expect(games.unexpected).toEqual([])
 */
export async function startStandIn<C extends CallDeclarations>(
  declarations: C,
  answers: StandInAnswers<C>,
  options: { port?: number; keys?: TokenKeys } = {},
): Promise<StandIn> {
  const received: string[] = [];
  const unexpected: string[] = [];
  const router = new Router();
  for (const [name, declaration] of Object.entries(declarations) as Array<[string, CallDeclaration]>) {
    const answer = answers[name] as CallHandler<CallDeclaration> | undefined;
    if (answer) serveCall(router, declaration, answer, { access: anyCaller });
  }
  const app = new Koa();
  app.use(async (ctx, next) => {
    received.push(`${ctx.method} ${ctx.path}`);
    await next();
    if (ctx.status === 404 && ctx.body === undefined) {
      unexpected.push(`${ctx.method} ${ctx.path}`);
      ctx.status = 500;
      ctx.body = { message: `the stand-in answers no ${ctx.method} ${ctx.path}` };
    }
  });
  app.use(errorHandler(createLogger('stand-in', 'silent')));
  app.use(authenticate(options.keys ?? TEST_KEYS));
  app.use(bodyParser());
  app.use(router.routes());
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(options.port ?? 0, '127.0.0.1', () => resolve(listening));
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    unexpected,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
