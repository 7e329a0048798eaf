import type { Context, Middleware } from 'koa';
import { TooManyRequests } from '../errors';

export interface RateLimitOptions {
  /** Requests a client may make in a burst. */
  capacity: number;
  /** Tokens given back per second. */
  refillPerSecond: number;
  /** The refusal's text, e.g. one that says what was attempted too often; a generic one by default. */
  message?: string;
  /** Who is limited; the client IP by default. */
  key?: (ctx: Context) => string;
  /** Buckets kept at most; the oldest are dropped beyond it, so memory stays bounded. */
  maxClients?: number;
  /** Clock, replaceable in tests. */
  now?: () => number;
}

interface Bucket {
  tokens: number;
  updatedAt: number;
}

/**
 * An in-memory token bucket per client. Each replica keeps its own buckets, so with N replicas a client
 * gets up to N times the configured rate: put the gateway's limit in front where that matters.
 */
export function rateLimit(options: RateLimitOptions): Middleware {
  const { capacity, refillPerSecond, key = (ctx) => ctx.ip, maxClients = 100_000, now = Date.now } = options;
  const buckets = new Map<string, Bucket>();
  return async function limitRate(ctx, next) {
    const client = key(ctx);
    const time = now();
    const bucket = buckets.get(client) ?? { tokens: capacity, updatedAt: time };
    bucket.tokens = Math.min(capacity, bucket.tokens + ((time - bucket.updatedAt) / 1000) * refillPerSecond);
    bucket.updatedAt = time;
    // Re-insert so Map order is least recently used first.
    buckets.delete(client);
    buckets.set(client, bucket);
    if (buckets.size > maxClients) buckets.delete(buckets.keys().next().value as string);
    if (bucket.tokens < 1) {
      ctx.set('Retry-After', String(Math.ceil((1 - bucket.tokens) / refillPerSecond)));
      throw new TooManyRequests(options.message);
    }
    bucket.tokens -= 1;
    await next();
  };
}
