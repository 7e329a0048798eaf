// Waiting for what events change: a handler, a consumer or a browser acts a little later than the write.

export interface EventuallyOptions {
  /** Fails after this long (default 10 s: a service test; browser tests wait longer). */
  timeoutMs?: number;
  /** Asks again after this long (default 20 ms). */
  everyMs?: number;
}

/**
 * Asks `check` until it answers something truthy and answers that; fails with `timed out waiting for
 * <what>` after `timeoutMs`. The one wait of every test (services, packages, scripts, e2e).
 */
export async function eventually<T>(
  what: string,
  check: () => T | Promise<T>,
  { timeoutMs = 10_000, everyMs = 20 }: EventuallyOptions = {},
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
