import { messages } from '@progression/contracts';
import { CalendarIcon, EmptyState } from '@progression/ui';

/** What a page that needs weeks shows for a game without any. */
export function GameNotStarted() {
  return <EmptyState icon={<CalendarIcon size={40} />} title={messages.games.notStarted} />;
}
