// The real HTTP API, for setting a test up faster than through the screens.
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';

/** A user a test registers: username, email, password. */
export interface TestUser {
  username: string;
  email: string;
  password: string;
}

/** A response: status and parsed JSON body (or the text when it is not JSON). */
export interface ApiResponse<T = unknown> {
  status: number;
  body: T;
}

/** A small client of the gateway's API; `token` is sent as a Bearer header when given. */
export interface Api {
  baseUrl: string;
  request<T = unknown>(method: string, path: string, body?: unknown, token?: string): Promise<ApiResponse<T>>;
}

export function apiClient(baseUrl: string): Api {
  return {
    baseUrl,
    async request<T>(method: string, path: string, body?: unknown, token?: string) {
      const headers: Record<string, string> = { accept: 'application/json' };
      if (body !== undefined) headers['content-type'] = 'application/json';
      if (token) headers.authorization = `Bearer ${token}`;
      const response = await fetch(new URL(path, baseUrl), {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : undefined;
      } catch {
        // not JSON: keep the text
      }
      return { status: response.status, body: parsed as T };
    },
  };
}

/** A user no other test has: letters only in the username, as the registration rules require. */
export function uniqueUser(prefix = 'duelist'): TestUser {
  const suffix = randomBytes(6)
    .toString('hex')
    .replace(/[0-9]/g, (digit) => String.fromCharCode(97 + Number(digit)));
  const username = `${prefix}${suffix}`.slice(0, 20);
  return { username, email: `${username}@example.test`, password: 'correct horse battery' };
}

/** Registers `user` through POST /authentication/register; throws unless it succeeds. */
export async function registerUser(api: Api, user: TestUser): Promise<void> {
  const response = await api.request('POST', '/authentication/register', user);
  if (response.status < 200 || response.status >= 300) {
    throw new Error(
      `Registering ${user.username} failed: ${response.status} ${JSON.stringify(response.body)}`,
    );
  }
}

/** Logs `user` in through POST /authentication/login and returns the token. */
export async function login(api: Api, user: Pick<TestUser, 'username' | 'password'>): Promise<string> {
  const response = await api.request<{ token?: string }>('POST', '/authentication/login', {
    username: user.username,
    password: user.password,
  });
  if (response.status !== 200 || !response.body?.token) {
    throw new Error(
      `Logging in ${user.username} failed: ${response.status} ${JSON.stringify(response.body)}`,
    );
  }
  return response.body.token;
}

/**
 * Logs `user` in with the real API and hands the token to the page the way the app keeps it (`jwt_token` in
 * local storage), then opens `path`. The page needs a base URL (pages from `newPage` have one). Returns the
 * token.
 */
export async function loginInBrowser(page: Page, user: TestUser, path = '/'): Promise<string> {
  // Storage belongs to an origin: open an empty document of it (not the whole app, which costs the renderer
  // about a second; answered by the test's own route, so the server sees nothing), store the token, then go
  // where the test wants.
  await page.route('**/_empty', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html>' }),
  );
  try {
    await page.goto('/_empty');
  } finally {
    await page.unroute('**/_empty');
  }
  const token = await login(apiClient(new URL(page.url()).origin), user);
  await page.evaluate((value) => localStorage.setItem('jwt_token', value), token);
  await page.goto(path);
  return token;
}
