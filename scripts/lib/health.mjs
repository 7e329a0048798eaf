// Waiting for a URL to answer 200: how the stack knows the gateway (and through it every service) is up.
import { get } from 'node:http';

/** GETs `url` once; resolves to `{ status, body }`, or `{ status: 0, body: error message }` on failure. */
export function fetchOnce(url, timeoutMs = 2000) {
  return new Promise((resolvePromise) => {
    const request = get(url, { timeout: timeoutMs }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolvePromise({ status: response.statusCode ?? 0, body }));
      response.on('error', (error) => resolvePromise({ status: 0, body: error.message }));
    });
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', (error) => resolvePromise({ status: 0, body: error.message }));
  });
}

/**
 * Polls `url` until it answers 200. Rejects after `timeoutMs` with the last answer, or as soon as `abort`
 * (a promise) settles, e.g. when a process of the stack dies while we wait. `onWaiting` sees every answer
 * that is not yet 200 (to show what is still starting); when it returns true (progress was made) the
 * wait gives another `timeoutMs`, so a long first import times out only once it stops moving.
 */
export async function waitForHealthy(
  url,
  { timeoutMs = 120_000, intervalMs = 250, abort, onWaiting = () => {} } = {},
) {
  let deadline = Date.now() + timeoutMs;
  let aborted = null;
  abort?.then(
    (reason) => (aborted = reason ?? new Error('aborted')),
    (reason) => (aborted = reason ?? new Error('aborted')),
  );
  let last = { status: 0, body: '' };
  while (Date.now() < deadline) {
    if (aborted) throw aborted;
    last = await fetchOnce(url);
    if (last.status === 200) return last;
    if (onWaiting(last) === true) deadline = Date.now() + timeoutMs;
    await new Promise((resolvePromise) => setTimeout(resolvePromise, intervalMs));
  }
  throw new Error(
    `${url} was not healthy within ${timeoutMs / 1000} s (last answer: ${last.status} ${last.body.slice(0, 500)})`,
  );
}

/**
 * What the catalog's readiness says in a gateway `/healthz` body (e.g. `importing 37%`), or undefined when
 * the body does not say (not JSON yet, the catalog unreachable or ready).
 */
export function catalogProgressIn(body) {
  try {
    const check = JSON.parse(body)?.services?.catalog?.checks?.catalog;
    return typeof check === 'string' && check !== 'ok' ? check : undefined;
  } catch {
    return undefined;
  }
}
