import type { Context } from 'koa';

/** Whether an answer is a Server-Sent Events stream (the notifications' live stream). */
export const isEventStream = (contentType: string | undefined): boolean =>
  !!contentType && /^text\/event-stream\b/i.test(contentType);

/**
 * Keeps an event stream flowing through the gateway: never compressed (compression.ts skips it) or
 * buffered (the answer streams as it comes), with no idle timeout on the client's socket (the service
 * sends a heartbeat), each small write sent at once, and a hint to any proxy in front not to buffer it.
 */
export function keepStreamOpen(ctx: Context): void {
  const socket = ctx.req.socket;
  socket.setTimeout(0);
  socket.setNoDelay(true);
  socket.setKeepAlive(true, 30_000);
  ctx.set('X-Accel-Buffering', 'no');
  ctx.set('Cache-Control', 'no-cache, no-transform');
  ctx.remove('Content-Length');
}
