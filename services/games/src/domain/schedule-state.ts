import type { WeekSchedule } from '@progression/contracts';
import { nextStartAfter, reminderLead } from './week-schedule';

/** The schedule as the game stores it: the admin's choice and the scheduler's bookkeeping. */
export interface ScheduleState extends WeekSchedule {
  nextStartAt: Date | null;
  remindAt: Date | null;
  remindedWeek: number;
}

interface GameState {
  activeWeek: number;
  status: string;
  schedule?: ScheduleState | null;
}

/** The reminder of the active week, due 24 hours before `next`, unless it went out or no week runs. */
function reminderBefore(next: Date | null, activeWeek: number, remindedWeek: number): Date | null {
  if (!next || activeWeek === 0 || remindedWeek >= activeWeek) return null;
  return new Date(next.getTime() - reminderLead);
}

/** The schedule after the admin saves `input`: the next start counted from now (none when off). */
export function savedSchedule(input: WeekSchedule, game: GameState, now: Date): ScheduleState {
  const remindedWeek = game.schedule?.remindedWeek ?? 0;
  const nextStartAt = input.enabled && game.status === 'IN_PROGRESS' ? nextStartAfter(input, now) : null;
  return {
    ...input,
    nextStartAt,
    remindAt: reminderBefore(nextStartAt, game.activeWeek, remindedWeek),
    remindedWeek,
  };
}

/**
 * The schedule after a week start that made `activeWeek` active (or completed the game). A scheduled start
 * moves on to the next occurrence after now (a start missed while every replica was down fires once, not
 * once per missed week). A start by hand within 24 hours before the scheduled one takes its place (the
 * admin started the week early), so the schedule moves on a week; one further off leaves it as it is.
 * Undefined when there is no schedule to change.
 */
export function scheduleAfterStart(
  state: ScheduleState | null,
  { scheduled, completed, activeWeek }: { scheduled: boolean; completed: boolean; activeWeek: number },
  now: Date,
): ScheduleState | undefined {
  if (!state?.enabled) return undefined;
  if (completed) return { ...state, nextStartAt: null, remindAt: null };
  let nextStartAt: Date;
  if (scheduled || !state.nextStartAt) nextStartAt = nextStartAfter(state, now);
  else if (state.nextStartAt.getTime() - now.getTime() <= reminderLead)
    nextStartAt = nextStartAfter(state, state.nextStartAt);
  else nextStartAt = state.nextStartAt;
  return { ...state, nextStartAt, remindAt: reminderBefore(nextStartAt, activeWeek, state.remindedWeek) };
}
