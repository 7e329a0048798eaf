import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { session } from './session';

// A refusal (4xx) answers the same when asked again; only failures that may pass are retried: a 5xx, no
// answer, and a 429 (too many requests now, not a refusal), each after react-query's growing delay.
function shouldRetry(failures: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500 && error.status !== 429) return false;
  return failures < 2;
}

/**
 * The one cache of server data in the page. The platform package is a federation singleton, so the shell
 * and every microfrontend read and invalidate this same instance: a write in one area refreshes what
 * another shows. Cached data belongs to the user it was fetched for and is dropped when the session
 * changes (login, logout, a 401).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 5_000, retry: shouldRetry },
    mutations: { retry: false },
  },
});

let sessionToken = session.getToken();
session.token$.subscribe((token) => {
  if (token === sessionToken) return;
  sessionToken = token;
  queryClient.clear();
});
