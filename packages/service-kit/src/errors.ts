import { messages } from '@progression/contracts';

/** An error whose message is safe to show the client, with its HTTP status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The request field the error is about, when there is one. */
    readonly field?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export class BadRequest extends HttpError {
  constructor(message: string = messages.errors.invalidRequest, field?: string) {
    super(400, message, field);
  }
}

export class Unauthorized extends HttpError {
  constructor(message: string = messages.auth.unauthenticated) {
    super(401, message);
  }
}

export class Forbidden extends HttpError {
  constructor(message: string = messages.auth.forbidden) {
    super(403, message);
  }
}

export class NotFound extends HttpError {
  constructor(message: string = messages.errors.notFound) {
    super(404, message);
  }
}

export class Conflict extends HttpError {
  constructor(message: string, field?: string) {
    super(409, message, field);
  }
}

export class TooManyRequests extends HttpError {
  constructor(message: string = messages.errors.tooManyRequests) {
    super(429, message);
  }
}

/**
 * Another service failed us: refused our credentials, failed itself, or answered something unreadable. The
 * caller gets 502 with a neutral message (never a 401, which the browser would take for a logout); `cause`
 * says what happened, for the log.
 */
export class BadGateway extends HttpError {
  constructor(cause: string) {
    super(502, messages.errors.serviceFailed);
    this.cause = cause;
  }
}
