import type { Logger } from '@progression/service-kit';
import type { Neighbours } from '../clients';
import { fireDueStarts } from './fire-starts';
import { sendDueReminders } from './send-reminders';

export interface Scheduler {
  stop(): Promise<void>;
}

/**
 * Every replica polls every `intervalMs` for scheduled starts and reminders that are due (one sweep at a
 * time per replica); each lands once whichever replica writes first (see fire-starts.ts, send-reminders.ts).
 * Reminders run first, so a reminder due together with its start reaches the week it was about.
 */
export function startScheduler(
  neighbours: Neighbours,
  logger: Logger,
  { intervalMs, onChanged }: { intervalMs: number; onChanged?: () => void },
): Scheduler {
  let stopped = false;
  let running: Promise<unknown> | undefined;
  const sweep = async () => {
    const reminded = await sendDueReminders(neighbours, logger);
    const started = await fireDueStarts(neighbours, logger);
    // Publish what was recorded now rather than at the relay's next tick.
    if (reminded + started > 0) onChanged?.();
  };
  const tick = () => {
    if (running || stopped) return;
    running = sweep()
      .catch((error: unknown) => logger.error({ err: error }, 'the schedule sweep failed'))
      .finally(() => (running = undefined));
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  // At once on start: a start missed while every replica was down fires now, not a poll later.
  tick();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
