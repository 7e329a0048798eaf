import type { Logger, OutboxRelay } from '@progression/service-kit';
import { Match } from '../models/match';
import { afterResultChange, confirmPending, resultFields } from './results';

/** Pending results one sweep confirms at most; the next sweep takes the rest. */
const batchSize = 200;

/**
 * One sweep: every pending result whose auto-confirm time has passed is confirmed, each exactly once
 * whichever replica's sweep (or the opponent, or the admin) gets there first, as the confirmation is a
 * write conditional on the result read (see results.ts). Answers how many this sweep confirmed.
 */
export async function autoConfirmDue(now = new Date(), outbox?: OutboxRelay): Promise<number> {
  const due = await Match.find(
    { resultStatus: 'PENDING', 'reported.autoConfirmAt': { $lte: now } },
    resultFields,
  )
    .limit(batchSize)
    .lean();
  let confirmed = 0;
  for (const match of due) {
    const updated = await confirmPending(match);
    if (!updated) continue;
    confirmed += 1;
    await afterResultChange(updated, outbox);
  }
  return confirmed;
}

export interface AutoConfirmSweep {
  stop(): Promise<void>;
}

/** Sweeps every `intervalMs` (one sweep at a time per replica); started by index.ts. */
export function startAutoConfirmSweep(
  logger: Logger,
  { outbox, intervalMs = 30_000 }: { outbox?: OutboxRelay; intervalMs?: number } = {},
): AutoConfirmSweep {
  let stopped = false;
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    if (running || stopped) return;
    running = autoConfirmDue(new Date(), outbox)
      .catch((error: unknown) => logger.error({ err: error }, 'the auto-confirm sweep failed'))
      .finally(() => (running = undefined));
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
