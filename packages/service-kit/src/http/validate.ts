import type { Context, Middleware } from 'koa';
import type { z } from 'zod';

/** Schemas for the parts of a request a route reads. */
export interface RequestSchemas {
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
}

type Parsed<S extends RequestSchemas> = {
  [K in keyof S]: S[K] extends z.ZodType ? z.output<S[K]> : never;
};

/** A validating middleware that also remembers its schemas' types, read back with `validated.input(ctx)`. */
export interface Validator<S extends RequestSchemas> extends Middleware {
  /** The parsed values of this route's request. */
  input(ctx: Context): Parsed<S>;
}

/**
 * Parses body, query and params with zod and puts the results on `ctx.state.input`. A failure throws the
 * ZodError, which the error handler answers 400 `{message, field}` with the schema's message.
 *
 *   const schema = validate({ body: registerPayload });
 *   router.post('/x', schema, async (ctx) => { const { body } = schema.input(ctx); ... });
 */
export function validate<S extends RequestSchemas>(schemas: S): Validator<S> {
  const middleware = (async (ctx, next) => {
    const input: Record<string, unknown> = {};
    const request = ctx.request as typeof ctx.request & { body?: unknown };
    if (schemas.params)
      input.params = schemas.params.parse((ctx as Context & { params?: unknown }).params ?? {});
    if (schemas.query) input.query = schemas.query.parse(ctx.query);
    if (schemas.body) input.body = schemas.body.parse(request.body ?? {});
    ctx.state.input = input;
    await next();
  }) as Validator<S>;
  middleware.input = (ctx) => ctx.state.input as Parsed<S>;
  return middleware;
}
