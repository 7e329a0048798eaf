import type { Context, Middleware } from 'koa';
import type { z } from 'zod';
import { messages } from '@progression/contracts';
import { BadRequest } from '../errors';
import { accessGranted } from './access';

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
  /** The schemas it parses (`createServiceApp` checks a body is parsed only after an access check). */
  schemas: S;
}

/** Stands in for zod's own text on an issue the schema gave no message of its own. */
const noSchemaMessage = 'progression:no-schema-message';

interface Issue {
  code: string;
  path: PropertyKey[];
  message: string;
  keys?: string[];
}

/** The request field an issue is about (an unknown key names itself). */
export function issueField(issue: Issue): string {
  const path = issue.path.map(String);
  if (issue.code === 'unrecognized_keys' && issue.keys?.[0]) path.push(issue.keys[0]);
  return path.join('.');
}

/**
 * The refusal of a request part: the schema's own message (the contracts' texts), else the contracts'
 * "The {field} is not valid"; zod's default texts (English for developers) never reach a user.
 */
function refusal(issue: Issue | undefined): BadRequest {
  if (!issue) return new BadRequest();
  const field = issueField(issue) || undefined;
  if (issue.message !== noSchemaMessage) return new BadRequest(issue.message, field);
  return new BadRequest(field ? messages.errors.invalidField(field) : messages.errors.invalidRequest, field);
}

function parsePart<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value, { error: () => noSchemaMessage });
  if (!result.success) throw refusal(result.error.issues[0] as Issue | undefined);
  return result.data;
}

/**
 * Parses body, query and params with zod and puts the results on `ctx.state.input`. A failure is a 400
 * `{message, field}` with the schema's message, or the contracts' text naming the field when the schema
 * has none of its own. A body is parsed only after the route's `access` check let the caller through (a
 * refused caller must not learn the body's rules); reading one before is a programming error (500).
 *
 *   const schema = validate({ body: registerPayload });
 *   router.post('/x', anyone, schema, async (ctx) => { const { body } = schema.input(ctx); ... });
 */
export function validate<S extends RequestSchemas>(schemas: S): Validator<S> {
  const middleware = (async (ctx, next) => {
    const input: Record<string, unknown> = {};
    const request = ctx.request as typeof ctx.request & { body?: unknown };
    if (schemas.params)
      input.params = parsePart(schemas.params, (ctx as Context & { params?: unknown }).params ?? {});
    if (schemas.query) input.query = parsePart(schemas.query, ctx.query);
    if (schemas.body && !accessGranted(ctx))
      throw new Error(`${ctx.method} ${ctx.path}: validate({ body }) ran before the route's access check`);
    if (schemas.body) input.body = parsePart(schemas.body, request.body ?? {});
    // A route may parse its query before its access check and its body after: keep both.
    ctx.state.input = { ...(ctx.state.input as object | undefined), ...input };
    await next();
  }) as Validator<S>;
  middleware.input = (ctx) => ctx.state.input as Parsed<S>;
  middleware.schemas = schemas;
  return middleware;
}
