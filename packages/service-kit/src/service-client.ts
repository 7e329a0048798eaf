import { HttpError } from './errors';
import { signServiceToken } from './auth';

export interface ServiceClientOptions {
  /** Base URL of the called service (`<SERVICE>_URL`). */
  baseUrl: string;
  /** This service's name and the shared secret, to mint a service token when no user header is given. */
  serviceName: string;
  secret: string;
  timeoutMs?: number;
}

export interface CallOptions {
  /** The caller's `Authorization` header to forward; without it a service token is minted. */
  authorization?: string;
  requestId?: string;
  query?: Record<string, string | number | boolean | Array<string | number>>;
  body?: unknown;
}

export interface ServiceClient {
  request<T>(method: string, path: string, options?: CallOptions): Promise<T>;
  get<T>(path: string, options?: CallOptions): Promise<T>;
  post<T>(path: string, options?: CallOptions): Promise<T>;
  put<T>(path: string, options?: CallOptions): Promise<T>;
  delete<T>(path: string, options?: CallOptions): Promise<T>;
}

function urlOf(baseUrl: string, path: string, query: CallOptions['query']): string {
  const url = new URL(path, baseUrl);
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) url.searchParams.append(key, String(item));
  }
  return url.toString();
}

/**
 * JSON calls to another service. A non-2xx answer throws `HttpError` with the callee's status and
 * message, so a 404 or 403 from the owner reaches the caller's client unchanged.
 */
export function serviceClient(options: ServiceClientOptions): ServiceClient {
  const { baseUrl, serviceName, secret, timeoutMs = 10_000 } = options;
  async function request<T>(method: string, path: string, call: CallOptions = {}): Promise<T> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      authorization: call.authorization ?? `Bearer ${signServiceToken(serviceName, secret)}`,
    };
    if (call.requestId) headers['x-request-id'] = call.requestId;
    if (call.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(urlOf(baseUrl, path, call.query), {
      method,
      headers,
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    const body: unknown = text ? JSON.parse(text) : undefined;
    if (!response.ok) {
      const message = (body as { message?: unknown } | undefined)?.message;
      throw new HttpError(response.status, typeof message === 'string' ? message : response.statusText);
    }
    return body as T;
  }
  return {
    request,
    get: (path, call) => request('GET', path, call),
    post: (path, call) => request('POST', path, call),
    put: (path, call) => request('PUT', path, call),
    delete: (path, call) => request('DELETE', path, call),
  };
}
