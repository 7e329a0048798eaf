import type { Socket } from 'node:net';

/** Whether an answer is a Server-Sent Events stream (the notifications' live stream). */
export const isEventStream = (contentType: string | undefined): boolean =>
  !!contentType && /^text\/event-stream\b/i.test(contentType);

/**
 * What an event stream's answer carries besides the service's headers: a hint to any proxy in front not
 * to buffer it, and no transformation on the way (its `content-length`, if any, is dropped).
 */
export const EVENT_STREAM_HEADERS: Array<[name: string, value: string]> = [
  ['x-accel-buffering', 'no'],
  ['cache-control', 'no-cache, no-transform'],
];

/**
 * Keeps an event stream flowing through the gateway: never compressed or buffered (the answer streams
 * as it comes), with no idle timeout on the client's socket (the service sends a heartbeat), and each
 * small write sent at once.
 */
export function keepStreamOpen(socket: Socket): void {
  socket.setTimeout(0);
  socket.setNoDelay(true);
  socket.setKeepAlive(true, 30_000);
}
