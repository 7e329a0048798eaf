import { boosterDraftLimits } from '@progression/contracts';

/** The units a pick deadline is entered in, by their length in seconds. */
export const deadlineUnits = { SECONDS: 1, MINUTES: 60, HOURS: 3600 } as const;
export type DeadlineUnit = keyof typeof deadlineUnits;

/** A deadline as the field shows it: in the largest unit that says it exactly ("90 s" stays seconds). */
export function splitPickSeconds(seconds: number): { amount: number; unit: DeadlineUnit } {
  if (seconds % deadlineUnits.HOURS === 0) return { amount: seconds / deadlineUnits.HOURS, unit: 'HOURS' };
  if (seconds % deadlineUnits.MINUTES === 0)
    return { amount: seconds / deadlineUnits.MINUTES, unit: 'MINUTES' };
  return { amount: seconds, unit: 'SECONDS' };
}

/** Seconds of an amount typed in a unit (a whole, non-negative number; what cannot be read counts 0). */
export function pickSecondsOf(amount: string | number, unit: DeadlineUnit): number {
  const value = Math.floor(Number(amount));
  return Number.isFinite(value) && value > 0 ? value * deadlineUnits[unit] : 0;
}

/** True when a deadline is within the step's bounds: 30 seconds to 48 hours. */
export const isPickSecondsInRange = (seconds: number) =>
  seconds >= boosterDraftLimits.minPickSeconds && seconds <= boosterDraftLimits.maxPickSeconds;
