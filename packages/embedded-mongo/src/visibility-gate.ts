import type { DurableStore } from './durability/store';

interface Waiting {
  write: boolean;
  run: () => void;
}

/**
 * Orders commands across connections so that no reply shows a change before it is durable. A write runs
 * at once (group commit batches it with the others) and its reply waits for its commit. A read runs only
 * when every change made so far is durable; while a read waits, the commands that arrive after it wait
 * behind it, so a stream of writes cannot starve it.
 */
export class VisibilityGate {
  private readonly queue: Waiting[] = [];

  constructor(private readonly store: DurableStore) {}

  /** Runs the command now or once it may; returns a promise only when it did not finish now. */
  enter(write: boolean, run: () => Promise<void> | undefined): Promise<void> | undefined {
    if (this.queue.length === 0 && (write || this.store.settled)) return run();
    return new Promise<void>((resolve) => {
      this.queue.push({ write, run: () => void (run() ?? Promise.resolve()).then(resolve) });
      if (this.queue.length === 1) this.awaitDurable();
    });
  }

  private awaitDurable(): void {
    // A failed commit has rolled back what it could not persist: the reads may then go on.
    void this.store
      .commit()
      .catch(() => undefined)
      .then(() => setImmediate(() => this.drain()));
  }

  private drain(): void {
    while (this.queue.length > 0) {
      const next = this.queue[0];
      if (!next.write && !this.store.settled) {
        this.awaitDurable();
        return;
      }
      this.queue.shift();
      next.run();
    }
  }
}
