import type { ConsumerInfo, JetStreamManager } from '@nats-io/jetstream';
import { eventStream } from '@progression/contracts';
import type { Logger } from '../logger';
import { handledOrAfter } from './handled-signal';

/** How a service's reads wait for their projections (`runService({ consistency })`). */
export interface ConsistencyOptions {
  /**
   * Consumers of other services a copy of this service is derived through, in order: decks' owned counts
   * come from `collection.changed`, which collection publishes when `collection-collection-events` has
   * applied a draft or reward event, so decks waits for that consumer first, then for its own up to the
   * stream's end at that moment.
   */
  through?: readonly string[];
  /** The bound of one wait (default 2 s); past it a read answers with what it has. */
  timeoutMs?: number;
  /** Between two looks at a consumer that is behind (default 10 ms). */
  pollMs?: number;
  /**
   * After a wait for a consumer ran out (an event being retried holds it back), how long later requests
   * look at it once instead of waiting the bound again (default 10 s), so one failing event does not
   * slow every read of the service by the whole bound until it is set aside.
   */
  stalledMs?: number;
}

export interface Consistency {
  /**
   * Resolves once the service's consumers (and, first, the `through` chain) have applied every event up
   * to `sequence`: true; false when the bound passed first. Costs no NATS call when already known reached.
   */
  waitFor(sequence: number): Promise<boolean>;
  /**
   * Resolves once the named consumers have applied every event up to `sequence`: true; false when
   * `timeoutMs` passed first or JetStream could not tell. For a handler that reads what another handler
   * of the service projects; a read that gave up on a consumer does not shorten this wait.
   */
  waitForConsumers(consumers: readonly string[], sequence: number, timeoutMs: number): Promise<boolean>;
}

/** Between the looks that follow an acknowledgement here, until JetStream has taken it in. */
const ackSettleMs = 2;

/**
 * How far each consumer has applied the stream, looked up in JetStream (so any replica's work counts) and
 * remembered: a floor only rises. A consumer with nothing pending and nothing awaiting an ack counts as
 * caught up (a filtered consumer's ack floor stays at the last event it matched); a sequence from a
 * client never counts beyond the stream's end (`streamEnd`, as last seen).
 */
export function createConsistency(options: {
  manager: JetStreamManager;
  /** This service's consumers; read at each wait, as they start one by one. */
  consumers: () => readonly string[];
  logger: Logger;
  settings?: ConsistencyOptions;
}): Consistency {
  const { manager, consumers, logger } = options;
  const { through = [], timeoutMs = 2000, pollMs = 10, stalledMs = 10_000 } = options.settings ?? {};
  const floors = new Map<string, number>();
  /** Consumers a wait ran out on, until when they are looked at once rather than waited for. */
  const stalledUntil = new Map<string, number>();
  const looking = new Map<string, { startedAt: number; info: Promise<ConsumerInfo> }>();
  let streamEnd = 0;
  let chainFloor = 0;

  /** The stream's last sequence now. */
  async function readStreamEnd(): Promise<number> {
    const info = await manager.streams.info(eventStream);
    streamEnd = Math.max(streamEnd, info.state.last_seq);
    return streamEnd;
  }

  /**
   * One lookup in flight per consumer, shared by the requests that began waiting before it started: an
   * older lookup may predate the event a later request waits for.
   */
  function lookUp(consumer: string, waitingSince: number): Promise<ConsumerInfo> {
    const inFlight = looking.get(consumer);
    if (inFlight && inFlight.startedAt >= waitingSince) return inFlight.info;
    const info = manager.consumers.info(eventStream, consumer);
    const lookup = { startedAt: performance.now(), info };
    looking.set(consumer, lookup);
    void info
      .finally(() => {
        if (looking.get(consumer) === lookup) looking.delete(consumer);
      })
      .catch(() => undefined);
    return info;
  }

  /**
   * `stalled`: whether a wait that ran out marks the consumer and later waits look once (reads), or every
   * wait waits its bound (a handler that must not go on early because a read gave up).
   */
  async function consumerReached(
    consumer: string,
    sequence: number,
    since: number,
    deadline: number,
    stalled = true,
  ) {
    let settleLooks = 0;
    for (;;) {
      if ((floors.get(consumer) ?? 0) >= sequence) return true;
      const info = await lookUp(consumer, since);
      const idle = info.num_pending === 0 && info.num_ack_pending === 0;
      // Idle: it applied all the stream held when the lookup started, which includes `sequence`.
      const floor = idle ? sequence : info.ack_floor.stream_seq;
      floors.set(consumer, Math.max(floors.get(consumer) ?? 0, floor));
      if (floor >= sequence) {
        stalledUntil.delete(consumer);
        return true;
      }
      const now = performance.now();
      if (stalled && (stalledUntil.get(consumer) ?? 0) > now) return false;
      if (now + pollMs > deadline) {
        if (stalled) stalledUntil.set(consumer, now + stalledMs);
        return false;
      }
      // Woken early when this service acknowledges an event (handled-signal.ts). JetStream
      // may answer the next look before it has taken that acknowledgement in: then look a few times more,
      // shortly after.
      if (settleLooks > 0) {
        settleLooks -= 1;
        await new Promise((wake) => setTimeout(wake, ackSettleMs));
      } else if (await handledOrAfter(pollMs)) settleLooks = 3;
    }
  }

  async function wait(requested: number): Promise<boolean> {
    const since = performance.now();
    const deadline = since + timeoutMs;
    const allReached = async (names: readonly string[], sequence: number, from = since) =>
      (await Promise.all(names.map((name) => consumerReached(name, sequence, from, deadline)))).every(
        Boolean,
      );
    // A sequence past the stream's end (a stale or forged token) counts as its end.
    const sequence = requested <= streamEnd ? requested : Math.min(requested, await readStreamEnd());
    if (through.length > 0 && sequence > chainFloor) {
      if (!(await allReached(through, sequence))) return false;
      // What the chain published for `sequence` is in the stream by now, at or before its end.
      const chainDone = performance.now();
      const derived = await readStreamEnd();
      if (!(await allReached(consumers(), derived, chainDone))) return false;
      chainFloor = Math.max(chainFloor, sequence);
      return true;
    }
    return allReached(consumers(), sequence);
  }

  return {
    async waitFor(sequence) {
      try {
        return await wait(sequence);
      } catch (error) {
        // A consumer not created yet, NATS away: answer with what there is rather than fail the read.
        logger.warn({ err: error, sequence }, 'could not tell whether the projections are caught up');
        return false;
      }
    },
    async waitForConsumers(names, sequence, bound) {
      const since = performance.now();
      try {
        const reached = await Promise.all(
          names.map((name) => consumerReached(name, sequence, since, since + bound, false)),
        );
        return reached.every(Boolean);
      } catch (error) {
        // JetStream did not answer (a leader election, NATS away): the caller goes on as after the bound.
        logger.warn(
          { err: error, consumers: names, sequence },
          'could not tell whether the consumers caught up',
        );
        return false;
      }
    },
  };
}
