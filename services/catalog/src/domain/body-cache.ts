/**
 * Response bodies serialized once and kept while they fit in `budgetBytes`, the least recently used
 * dropped first: the set list and the popular sets' cards are asked for on every page, but every set's
 * cards kept at once would be some 45 MB.
 */
export class BodyCache {
  private readonly bodies = new Map<string, Buffer>();
  private bytes = 0;

  constructor(private readonly budgetBytes: number) {}

  get(key: string, build: () => unknown): Buffer {
    let body = this.bodies.get(key);
    if (body) {
      // Map order is the recency order: move it to the end.
      this.bodies.delete(key);
      this.bodies.set(key, body);
      return body;
    }
    body = Buffer.from(JSON.stringify(build()));
    this.bodies.set(key, body);
    this.bytes += body.length;
    for (const [oldest, old] of this.bodies) {
      if (this.bytes <= this.budgetBytes || oldest === key) break;
      this.bodies.delete(oldest);
      this.bytes -= old.length;
    }
    return body;
  }
}
