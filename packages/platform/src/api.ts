// The plain messages module, not the package index: the index brings zod, which the login page can do without.
import { messages } from '@progression/contracts/messages';
import { ApiError } from './api-error';
import { consistencyToken } from './consistency-token';
import { takeEarlyRead } from './early-reads';
import { flash } from './flash';
import { currentPath, navigate } from './navigation';
import { session } from './session';

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions<T> {
  /** Query parameters; an array repeats the key (`packs=1&packs=2`); null and undefined are left out. */
  query?: Record<string, QueryValue | readonly QueryValue[]>;
  /** Validates and types the response body (e.g. a zod schema's `parse`). */
  parse?: (body: unknown) => T;
  signal?: AbortSignal;
  /** A check the user did not ask for, retried by its caller: a 500 is not flashed (a 401 still ends the session). */
  quiet?: boolean;
  /** Sends the body as it is (a file's text or bytes) with this type, instead of as JSON. */
  contentType?: string;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

function withQuery(path: string, query: RequestOptions<unknown>['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== null && item !== undefined) params.append(key, String(item));
    }
  }
  const search = params.toString();
  return search ? `${path}${path.includes('?') ? '&' : '?'}${search}` : path;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

// The central handling of spec section 8: 401 ends the session, 500 tells the user; every non-ok raises.
// Only a 401 ends a session: a 429, another 5xx or no answer at all says nothing about the token.
function handleFailure(status: number, quiet = false): void {
  if (status === 401) {
    session.clearToken();
    if (currentPath() !== '/login') navigate('/login');
  } else if (status === 500 && !quiet) {
    flash.error(messages.errors.generic);
  }
}

async function request<T>(
  method: Method,
  path: string,
  body: unknown,
  options: RequestOptions<T> = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...consistencyToken.header() };
  const token = session.getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = options.contentType ?? 'application/json';
  const url = withQuery(path, options.query);
  const send = () =>
    fetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : options.contentType ? (body as BodyInit) : JSON.stringify(body),
      signal: options.signal,
    });
  // A read the shell's first script already sent (with no consistency token: a page starts without one).
  const early = method === 'GET' ? takeEarlyRead(url, token) : undefined;
  const response = early ? await early.catch(send) : await send();
  consistencyToken.remember(response);
  const data = response.status === 204 ? undefined : await readBody(response);
  if (!response.ok) {
    handleFailure(response.status, options.quiet);
    throw new ApiError(response.status, data);
  }
  return options.parse ? options.parse(data) : (data as T);
}

/**
 * The one HTTP client of the frontends (same origin: `/authentication/*`, `/rest/api/*`). Sends the Bearer
 * token when there is one, and the latest consistency token (see consistency-token.ts); any non-ok
 * response rejects with an `ApiError`.
 */
export const api = {
  get: <T>(path: string, options?: RequestOptions<T>) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions<T>) =>
    request<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions<T>) =>
    request<T>('PUT', path, body, options),
  delete: <T>(path: string, options?: RequestOptions<T>) => request<T>('DELETE', path, undefined, options),
};
