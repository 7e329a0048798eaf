// Steps every browser test takes: an API call that must succeed, waiting for what events change, and
// screenshots while developing.
import { jetstream } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { createEvent, eventSubject, type EventType } from '@progression/contracts';
import { natsConnectionOptions } from '@progression/service-kit';
import { eventually as waitFor, type EventuallyOptions } from '@progression/service-kit/testing';
import type { Page } from 'playwright-core';
import type { Api } from './api';

/** Calls the API and fails the test with the answer unless the status is 2xx. */
export async function ok<T>(
  api: Api,
  method: string,
  path: string,
  token: string,
  body?: unknown,
): Promise<T> {
  const response = await api.request<T>(method, path, body, token);
  if (response.status < 200 || response.status >= 300)
    throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

/**
 * The kit's `eventually` with a browser test's patience: events reach the services asynchronously and a
 * loaded machine runs a whole stack, so it asks every second for up to 5 minutes unless told otherwise.
 */
export function eventually<T>(
  what: string,
  check: () => T | Promise<T>,
  options: EventuallyOptions = {},
): Promise<NonNullable<T>> {
  return waitFor(what, check, { timeoutMs: 300_000, everyMs: 1000, ...options });
}

/** A screenshot function for one test file: saves `<prefix><name>.png` when E2E_SCREENSHOTS names a folder. */
export function screenshots(prefix = ''): (page: Page, name: string) => Promise<void> {
  const folder = process.env.E2E_SCREENSHOTS;
  return async (page, name) => {
    if (folder) await page.screenshot({ path: `${folder}/${prefix}${name}.png`, fullPage: true });
  };
}

/**
 * Publishes an event to the stack's NATS as the service that owns it would (e.g. `draft.packs.opened`
 * to give a player cards without opening packs in the browser).
 */
export async function publishEvent<T extends EventType>(
  natsUrl: string,
  type: T,
  source: string,
  data: Parameters<typeof createEvent<T>>[2],
): Promise<void> {
  const connection = await connect(natsConnectionOptions(natsUrl));
  try {
    const event = createEvent(type, source, data);
    await jetstream(connection).publish(eventSubject(type), JSON.stringify(event), { msgID: event.id });
  } finally {
    await connection.close();
  }
}
