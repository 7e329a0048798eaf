import type { z } from 'zod';
import { signServiceToken } from './auth';
import { BadGateway, HttpError } from './errors';
import type { OnBehalf } from './http/on-behalf-of';

export interface ServiceClientOptions {
  /** Base URL of the called service (`<SERVICE>_URL`). */
  baseUrl: string;
  /** This service's name and `SERVICE_SECRET`, to mint a service token when no user header is given. */
  serviceName: string;
  secret: string;
  timeoutMs?: number;
  /**
   * Refusals of the callee that reach our caller unchanged (400, 404 and 409 unless said): a caller acting
   * as a user (the chat bot) also passes a 403, which is then the user's answer, not our credentials failing.
   */
  passedThrough?: readonly number[];
}

export interface CallOptions extends OnBehalf {
  query?: Record<string, string | number | boolean | Array<string | number>>;
  body?: unknown;
}

type Call = <S extends z.ZodType>(path: string, schema: S, options?: CallOptions) => Promise<z.output<S>>;

/** A typed JSON client of one other service: every answer is parsed with the schema the caller gives. */
export interface ServiceClient {
  request<S extends z.ZodType>(
    method: string,
    path: string,
    schema: S,
    options?: CallOptions,
  ): Promise<z.output<S>>;
  get: Call;
  post: Call;
  put: Call;
  delete: Call;
}

/** Refusals that mean the same to our caller as to us: its input, a missing thing, a conflict. */
const defaultPassedThrough = [400, 404, 409];

function urlOf(baseUrl: string, path: string, query: CallOptions['query']): string {
  const url = new URL(path, baseUrl);
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) url.searchParams.append(key, String(item));
  }
  return url.toString();
}

function jsonOf(text: string, what: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new BadGateway(`${what} answered something that is not JSON`);
  }
}

function refusalOf(status: number, body: unknown, what: string, passedThrough: Set<number>): HttpError {
  const { message, field } = (body ?? {}) as { message?: unknown; field?: unknown };
  if (passedThrough.has(status) && typeof message === 'string')
    return new HttpError(status, message, typeof field === 'string' ? field : undefined);
  // 401/403 mean our own credentials were refused: the user's session is fine, so never hand them a 401.
  return new BadGateway(`${what} answered ${status}${typeof message === 'string' ? `: ${message}` : ''}`);
}

/**
 * JSON calls to another service. The callee's 400, 404 and 409 reach our caller unchanged (same status,
 * message and field); anything else that is not a parsable 2xx (401/403, 5xx, no answer, a body the schema
 * refuses) is a 502 `BadGateway` with a neutral message, its cause kept for the log.
 */
export function serviceClient(options: ServiceClientOptions): ServiceClient {
  const { baseUrl, serviceName, secret, timeoutMs = 10_000 } = options;
  const passedThrough = new Set(options.passedThrough ?? defaultPassedThrough);
  async function request<S extends z.ZodType>(
    method: string,
    path: string,
    schema: S,
    call: CallOptions = {},
  ): Promise<z.output<S>> {
    const what = `${method} ${new URL(path, baseUrl).pathname}`;
    const headers: Record<string, string> = {
      accept: 'application/json',
      authorization: call.authorization ?? `Bearer ${signServiceToken(serviceName, secret)}`,
    };
    if (call.requestId) headers['x-request-id'] = call.requestId;
    if (call.body !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    try {
      response = await fetch(urlOf(baseUrl, path, call.query), {
        method,
        headers,
        body: call.body === undefined ? undefined : JSON.stringify(call.body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new BadGateway(`${what} did not answer: ${String(error)}`);
    }
    const body = jsonOf(await response.text(), what);
    if (!response.ok) throw refusalOf(response.status, body, what, passedThrough);
    const parsed = schema.safeParse(body);
    if (!parsed.success)
      throw new BadGateway(`${what} answered an unexpected shape: ${parsed.error.message}`);
    return parsed.data;
  }
  return {
    request,
    get: (path, schema, call) => request('GET', path, schema, call),
    post: (path, schema, call) => request('POST', path, schema, call),
    put: (path, schema, call) => request('PUT', path, schema, call),
    delete: (path, schema, call) => request('DELETE', path, schema, call),
  };
}
