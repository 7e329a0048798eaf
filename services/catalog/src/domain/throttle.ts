/**
 * Spaces calls to at most `perSecond` a second (the YGOPRODeck terms allow 20 requests a second):
 * each call waits for its slot, in order.
 */
export class Throttle {
  private nextSlot = 0;
  private readonly interval: number;

  constructor(perSecond: number) {
    this.interval = 1000 / perSecond;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const slot = Math.max(now, this.nextSlot);
    this.nextSlot = slot + this.interval;
    if (slot > now) await new Promise((resolve) => setTimeout(resolve, slot - now));
    return task();
  }
}
