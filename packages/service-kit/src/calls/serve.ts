import type Router from '@koa/router';
import type { Context } from 'koa';
import type { CallDeclaration, CallReplyInput, CallRequest } from '@progression/contracts';
import { servicesOnly, type Access } from '../http/access';
import { validate } from '../http/validate';

/** The owner's answer to one declared call: what its schemas parsed in, the reply out. */
export type CallHandler<D extends CallDeclaration> = (
  request: CallRequest<D>,
  ctx: Context,
) => CallReplyInput<D> | Promise<CallReplyInput<D>>;

export interface ServeCallOptions {
  /** Who may call. `/internal` routes are for services only (the default there); a public route names its check. */
  access?: Access<unknown>;
}

const isInternal = (path: string) => path === '/internal' || path.startsWith('/internal/');

/**
 * Serves a declared call on a router without a prefix (the declaration's path is the full path): the
 * access check first, then params, query and body parsed with the declaration's schemas (a body only once
 * the caller was let through), then the handler, whose answer is the reply.
 *
 *   serveCall(router, gamesCalls.internalGame, async ({ params }) => readGame(params.id));
 */
export function serveCall<D extends CallDeclaration>(
  router: Router,
  declaration: D,
  handler: CallHandler<D>,
  options: ServeCallOptions = {},
): void {
  const { method, path, params, query, body } = declaration;
  if (router.opts.prefix)
    throw new Error(`${method} ${path}: serve declared calls on a router without a prefix`);
  const access = options.access ?? (isInternal(path) ? servicesOnly : undefined);
  if (!access)
    throw new Error(`${method} ${path}: a public route served from its declaration names its access check`);
  const input = validate({ params, query, body });
  router.register(
    path,
    [method],
    [
      access,
      input,
      async (ctx) => {
        ctx.body = await handler(input.input(ctx) as unknown as CallRequest<D>, ctx);
      },
    ],
  );
}
