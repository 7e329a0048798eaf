import type { z } from 'zod';
import type { CallMethod } from '../calls/define';

/** Who may call a public route. */
export type RouteToken =
  /** A user's token, `Authorization: Bearer <token>` (the gateway checks it before forwarding). */
  | 'user'
  /** Anyone: no token (logging in, images, Discord's signed posts). */
  | 'none';

/** The refusals a route can answer besides the success, each a JSON `{message, field?}`. */
export type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 502 | 503;

/**
 * One public route (`/rest/api/...`, `/authentication/...`, the images and Discord's interactions),
 * declared once: the OpenAPI document is generated from these declarations, and a test compares them with
 * the routes each service's app serves. `path` is the full public path with `:name` for each param.
 */
export interface RouteDeclaration {
  method: CallMethod;
  path: string;
  /** What the route does, in a few plain words (the operation's summary). */
  summary: string;
  /** More about it, when a caller needs to know more than the summary says. */
  description?: string;
  token: RouteToken;
  params?: z.ZodType;
  query?: z.ZodType;
  /** Request headers the route reads (beyond `Authorization`). */
  headers?: z.ZodType;
  body?: z.ZodType;
  /** The body's media type when it is not JSON. */
  bodyType?: string;
  /** The success status: 200 unless said. */
  status?: 200 | 201 | 202 | 204;
  /** The success answer's schema; none for an answer without a body (204) or of bytes (an image). */
  reply?: z.ZodType;
  /** The success answer's media type when it is not JSON (a CSV, an event stream, an image). */
  replyType?: string;
  /**
   * Refusals beyond those every route of its kind gives: 400 (a param, query or body not valid) is added
   * for a route that reads any, 401 for a route that needs a token.
   */
  refusals?: readonly RefusalStatus[];
}

/** A service's public routes by operation name (the document's `operationId`). */
export type RouteDeclarations = Record<string, RouteDeclaration>;

/** Declares one public route (the object as given, its types kept), checking its path and params agree. */
export function defineRoute<const D extends RouteDeclaration>(declaration: D): D {
  if (!declaration.path.startsWith('/'))
    throw new Error(`a route's path starts with "/": ${declaration.path}`);
  const named = [...declaration.path.matchAll(/:(\w+)/g)].length > 0;
  if (named !== Boolean(declaration.params))
    throw new Error(
      `${declaration.method} ${declaration.path}: params are declared exactly when the path names some`,
    );
  if ((declaration.status === 204) !== (declaration.reply === undefined && !declaration.replyType))
    throw new Error(
      `${declaration.method} ${declaration.path}: a reply is declared unless the status is 204`,
    );
  return declaration;
}
