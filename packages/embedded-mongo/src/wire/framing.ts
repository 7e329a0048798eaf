/** Largest message we accept (mongod's maxMessageSizeBytes). */
export const MAX_MESSAGE_SIZE = 48_000_000;

/** Splits a TCP byte stream into whole wire-protocol messages (each starts with its int32 length). */
export class MessageFramer {
  private chunks: Buffer[] = [];
  private buffered = 0;

  /** Adds received bytes and returns every message now complete. */
  push(chunk: Buffer): Buffer[] {
    this.chunks.push(chunk);
    this.buffered += chunk.length;
    const messages: Buffer[] = [];
    while (this.buffered >= 4) {
      const head = this.chunks[0].length >= 4 ? this.chunks[0] : this.merge();
      const length = head.readInt32LE(0);
      if (length < 16 || length > MAX_MESSAGE_SIZE) throw new Error(`invalid message length ${length}`);
      if (this.buffered < length) break;
      const all = this.merge();
      messages.push(all.subarray(0, length));
      const rest = all.subarray(length);
      this.chunks = rest.length ? [rest] : [];
      this.buffered = rest.length;
    }
    return messages;
  }

  private merge(): Buffer {
    const all = this.chunks.length === 1 ? this.chunks[0] : Buffer.concat(this.chunks);
    this.chunks = [all];
    return all;
  }
}
