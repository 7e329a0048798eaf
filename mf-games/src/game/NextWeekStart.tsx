import { useGameSchedule } from '@progression/api-client';
import { nextStartText } from '@progression/contracts';
import { CalendarIcon, Muted, Stack } from '@progression/ui';

/**
 * When the next week starts by itself (the admin's schedule), in the reader's time zone and the league's;
 * nothing when the schedule is off or unset, or while it loads (a line that may be absent needs no spinner).
 */
export function NextWeekStart({ gameId }: { gameId: string }) {
  const schedule = useGameSchedule(gameId);
  const view = schedule.data;
  if (!view?.nextStartAt || !view.schedule) return null;
  return (
    <Stack $direction="row" $gap={1} $align="center">
      <CalendarIcon size={18} />
      <Muted size="md">{nextStartText(view.nextStartAt, view.schedule.timeZone)}</Muted>
    </Stack>
  );
}
