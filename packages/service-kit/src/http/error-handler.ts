import type { Middleware } from 'koa';
import { messages } from '@progression/contracts';
import { HttpError } from '../errors';
import { mapMongoError } from '../mongo-errors';
import type { Logger } from '../logger';

/** The JSON body of every error answer. */
export interface ErrorBody {
  message: string;
  field?: string;
}

interface Mapped {
  status: number;
  body: ErrorBody;
}

interface ZodLikeError {
  name: string;
  issues: Array<{ path: PropertyKey[]; message: string }>;
}

const isZodError = (error: unknown): error is ZodLikeError =>
  error instanceof Error &&
  error.name === 'ZodError' &&
  Array.isArray((error as Partial<ZodLikeError>).issues);

const fieldOf = (path: PropertyKey[]) => path.map(String).join('.');

const bodyOf = (message: string, field?: string): ErrorBody => (field ? { message, field } : { message });

/** Maps a thrown value to its status and client-safe body; `undefined` means an unexpected error (500). */
export function mapError(error: unknown): Mapped | undefined {
  if (error instanceof HttpError) {
    return { status: error.status, body: bodyOf(error.message, error.field) };
  }
  if (isZodError(error)) {
    // Not from `validate` (which answers with the schema's own message): zod's text may be its default
    // English, so the contracts' words name the field instead.
    const first = error.issues[0];
    const field = first ? fieldOf(first.path) : undefined;
    return {
      status: 400,
      body: bodyOf(field ? messages.errors.invalidField(field) : messages.errors.invalidRequest, field),
    };
  }
  const mongo = mapMongoError(error);
  if (mongo) return { status: mongo.status, body: bodyOf(mongo.message, mongo.field) };
  if (!(error instanceof Error)) return undefined;
  const loose = error as Error & { status?: number; statusCode?: number; expose?: boolean };
  // Errors from koa's ctx.throw and the body parser carry their status (http-errors).
  const status = loose.status ?? loose.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return { status, body: { message: loose.expose === false ? messages.errors.generic : error.message } };
  }
  return undefined;
}

const logOf = (ctx: object, logger: Logger): Logger => (ctx as { log?: Logger }).log ?? logger;

/**
 * The one error middleware, first in the chain: typed errors become `{message}` with their status,
 * validation and cast errors 400 naming the field, duplicates and concurrent edits 409; anything else is
 * logged and answered 500 with the generic text.
 */
export function errorHandler(logger: Logger): Middleware {
  return async function handleErrors(ctx, next) {
    try {
      await next();
    } catch (error) {
      const mapped = mapError(error);
      if (mapped) {
        ctx.status = mapped.status;
        ctx.body = mapped.body;
        if (mapped.status === 401) ctx.set('WWW-Authenticate', 'Bearer');
        // A 5xx we answered on purpose (another service failed us) is still worth an operator's look.
        if (mapped.status >= 500) logOf(ctx, logger).warn({ err: error }, 'request failed upstream');
        return;
      }
      logOf(ctx, logger).error({ err: error }, 'request failed');
      ctx.status = 500;
      ctx.body = { message: messages.errors.generic };
    }
  };
}
