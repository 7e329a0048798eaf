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
 * Polls `url` (or the URL a function answers now) until it answers 200. Rejects after `timeoutMs` with
 * the last answer, or as soon as `abort` (a promise) settles, e.g. when a process of the stack keeps dying
 * while we wait. `onWaiting` sees every answer that is not yet 200 (to show what is still starting); when
 * it returns true (progress was made) the wait gives another `timeoutMs`, so a long first import times out
 * only once it stops moving. The pause between polls grows from `intervalMs` to `maxIntervalMs`: a quick
 * start is seen at once, and a long import is not asked about several times a second.
 * @param {string | (() => string)} url
 * @param {{ timeoutMs?: number, intervalMs?: number, maxIntervalMs?: number, abort?: Promise<unknown>,
 *   onWaiting?: (answer: { status: number, body: string }) => boolean | void }} [options]
 */
export async function waitForHealthy(
  url,
  { timeoutMs = 120_000, intervalMs = 250, maxIntervalMs = 500, abort, onWaiting = () => {} } = {},
) {
  const urlNow = typeof url === 'function' ? url : () => url;
  let deadline = Date.now() + timeoutMs;
  let aborted = null;
  abort?.then(
    (reason) => (aborted = reason ?? new Error('aborted')),
    (reason) => (aborted = reason ?? new Error('aborted')),
  );
  let pause = intervalMs;
  for (;;) {
    if (aborted) throw aborted;
    const last = await fetchOnce(urlNow());
    if (last.status === 200) return last;
    if (onWaiting(last) === true) deadline = Date.now() + timeoutMs;
    if (Date.now() >= deadline)
      throw new Error(
        `${urlNow()} was not healthy within ${timeoutMs / 1000} s (last answer: ${last.status} ${last.body.slice(0, 500)})`,
      );
    await new Promise((resolvePromise) => setTimeout(resolvePromise, pause));
    pause = Math.min(pause * 1.5, maxIntervalMs);
  }
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

/** Whether the catalog's readiness (as `catalogProgressIn` reads it) says it has no cards to serve. */
export function needsCardData(progress) {
  return progress === 'no cards imported' || progress === 'import failed';
}

/**
 * The services a gateway `/healthz` body reports not ready, each with why (`['catalog', 'catalog: importing
 * 12%']`, `['decks', 'not answering']`); `[['the gateway', 'not answering']]` when the body is not its
 * report; empty when all are ready.
 */
export function notReadyIn(body) {
  let services;
  try {
    services = JSON.parse(body)?.services;
  } catch {
    // not JSON: the gateway itself is not answering yet
  }
  if (!services || typeof services !== 'object') return [['the gateway', 'not answering']];
  return Object.entries(services)
    .filter(([, report]) => report?.status !== 'ok')
    .map(([name, report]) => [name, whyNotReady(report)]);
}

function whyNotReady(report) {
  if (report?.status === 'unreachable') return 'not answering';
  const failing = Object.entries(report?.checks ?? {}).filter(([, result]) => result !== 'ok');
  return failing.length ? failing.map(([check, result]) => `${check}: ${result}`).join(', ') : 'not ready';
}
