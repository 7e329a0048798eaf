import type { Middleware } from 'koa';
import { messages } from '@progression/contracts';
import { HttpError } from '../errors';
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

/** Maps a thrown value to its status and client-safe body; `undefined` means an unexpected error (500). */
export function mapError(error: unknown): Mapped | undefined {
  if (error instanceof HttpError) {
    const body: ErrorBody = { message: error.message };
    if (error.field) body.field = error.field;
    return { status: error.status, body };
  }
  if (isZodError(error)) {
    const first = error.issues[0];
    const field = first ? fieldOf(first.path) : undefined;
    return {
      status: 400,
      body: { message: first?.message ?? messages.errors.invalidRequest, ...(field ? { field } : {}) },
    };
  }
  if (!(error instanceof Error)) return undefined;
  const loose = error as Error & {
    errors?: Record<string, { message: string; path?: string }>;
    path?: string;
    code?: number;
    keyValue?: Record<string, unknown>;
    keyPattern?: Record<string, unknown>;
    status?: number;
    statusCode?: number;
    expose?: boolean;
  };
  if (error.name === 'ValidationError' && loose.errors) {
    const [field, first] = Object.entries(loose.errors)[0] ?? [];
    return {
      status: 400,
      body: { message: first?.message ?? messages.errors.invalidRequest, ...(field ? { field } : {}) },
    };
  }
  if (error.name === 'CastError') {
    return {
      status: 400,
      body: { message: messages.errors.invalidRequest, ...(loose.path ? { field: loose.path } : {}) },
    };
  }
  if (loose.code === 11000) {
    const field = Object.keys(loose.keyValue ?? loose.keyPattern ?? {})[0];
    return {
      status: 409,
      body: {
        message: field ? `This ${field} is already taken` : 'This already exists',
        ...(field ? { field } : {}),
      },
    };
  }
  // Errors from koa's ctx.throw, koa-jwt and the body parser carry their status (http-errors).
  const status = loose.status ?? loose.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return { status, body: { message: loose.expose === false ? messages.errors.generic : error.message } };
  }
  return undefined;
}

/**
 * The one error middleware, first in the chain: typed errors become `{message}` with their status,
 * validation errors 400 naming the field, duplicates 409; anything else is logged and answered 500 with
 * the generic text.
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
        return;
      }
      const log: Logger = (ctx as { log?: Logger }).log ?? logger;
      log.error({ err: error }, 'request failed');
      ctx.status = 500;
      ctx.body = { message: messages.errors.generic };
    }
  };
}
