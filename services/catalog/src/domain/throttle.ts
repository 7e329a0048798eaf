const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Spaces calls to at most `perSecond` a second (the YGOPRODeck terms allow 20 requests a second): each
 * call starts, in order, at least 1/`perSecond` of a second after the one before it started. Measured from
 * when the call before it really started (the instant its task was called), not from a planned slot: a
 * timer often fires late, and the next slot would then come sooner, so a second could hold one call too
 * many. A timer may also fire early (Node measures it from when its event loop last read the clock): a
 * call woken early waits on.
 */
export class Throttle {
  /** When the last call queued started its task (on the monotonic clock). */
  private lastStart: Promise<number> = Promise.resolve(-Infinity);
  private readonly interval: number;

  constructor(perSecond: number) {
    this.interval = 1000 / perSecond;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    const previous = this.lastStart;
    let started: (at: number) => void = () => undefined;
    this.lastStart = new Promise((resolve) => (started = resolve));
    const before = await previous;
    for (let wait = before + this.interval - performance.now(); wait > 0;) {
      await sleep(Math.ceil(wait));
      wait = before + this.interval - performance.now();
    }
    started(performance.now());
    return task();
  }
}
