import type { Context } from 'koa';
import { z } from 'zod';
import { HttpError } from '../errors';
import { accessGranted } from './access';
import type { Validator } from './validate';

export interface TextBodyOptions {
  /** The one media type taken (`text/csv`); any other is a 415. */
  type: string;
  /** Bytes taken at most; beyond them a 413. */
  limit: number;
  /** The refusals' texts (from the contracts). */
  refusals: { wrongType: string; tooLarge: string; notText: string };
}

/** Reads the request's bytes, refusing once they pass the limit (the declared length is checked first). */
async function readLimited(ctx: Context, limit: number, tooLarge: string): Promise<Buffer> {
  if (Number(ctx.get('content-length') || 0) > limit) throw new HttpError(413, tooLarge);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) {
      // Stop reading: the rest of a hostile body is never buffered.
      ctx.req.destroy();
      throw new HttpError(413, tooLarge);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * A route's body as UTF-8 text of one media type (a CSV upload), read only once the route's access check
 * let the caller through: a wrong type is 415, more than `limit` bytes 413 (reading stops there), bytes
 * that are not UTF-8 text (a NUL, an invalid sequence: a binary file) 400. Read it with
 * `reader.input(ctx).body`; `createServiceApp` checks it comes after an access check like `validate({ body })`.
 */
export function textBody(options: TextBodyOptions): Validator<{ body: z.ZodString }> {
  const middleware = (async (ctx, next) => {
    if (!accessGranted(ctx))
      throw new Error(`${ctx.method} ${ctx.path}: textBody ran before the route's access check`);
    if (ctx.request.type !== options.type) throw new HttpError(415, options.refusals.wrongType);
    const bytes = await readLimited(ctx, options.limit, options.refusals.tooLarge);
    let text: string;
    try {
      text = utf8.decode(bytes);
    } catch {
      throw new HttpError(400, options.refusals.notText);
    }
    if (text.includes('\u0000')) throw new HttpError(400, options.refusals.notText);
    ctx.state.input = { ...(ctx.state.input as object | undefined), body: text };
    await next();
  }) as Validator<{ body: z.ZodString }>;
  middleware.input = (ctx) => ctx.state.input as { body: string };
  middleware.schemas = { body: z.string() };
  return middleware;
}
