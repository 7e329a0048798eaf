import type { Context } from 'koa';

/** What a call made for the current request carries to another service. */
export interface OnBehalf {
  /** The caller's `Authorization` header; without it the client authenticates as this service. */
  authorization?: string;
  requestId?: string;
}

/** The caller's token and request id, to pass to a service client so the callee sees the same user. */
export function onBehalfOf(ctx: Context): OnBehalf {
  const authorization = ctx.get('authorization');
  return { ...(authorization ? { authorization } : {}), requestId: ctx.requestId };
}
