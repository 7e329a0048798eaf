/**
 * Buffers reused for the answers streamed through the gateway. A new buffer for each piece of a large
 * answer made the garbage collector run a full collection every few requests (its trigger counts such
 * memory), which cost more than forwarding the answer; these are taken and given back instead.
 */
export const BUFFER_BYTES = 256 * 1024;
// Kept while idle at most; more are made when more answers stream at once, and left to the collector.
const MAX_IDLE = 16;
const idle: Buffer[] = [];

/** A buffer of BUFFER_BYTES, reused if one is free. */
export const takeBuffer = (): Buffer => idle.pop() ?? Buffer.allocUnsafe(BUFFER_BYTES);

/** Gives a buffer back once nothing refers to it any more. */
export function giveBuffer(buffer: Buffer): void {
  if (idle.length < MAX_IDLE) idle.push(buffer);
}
