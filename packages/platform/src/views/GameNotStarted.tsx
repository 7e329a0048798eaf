import { messages } from '@progression/contracts';
import { CalendarIcon, EmptyState, Page } from '@progression/ui';

/** What a game page shows for a game that has no weeks yet (spec: Game pages). */
export function GameNotStarted({ title }: { title: string }) {
  return (
    <Page as="div" title={title}>
      <EmptyState icon={<CalendarIcon size={40} />} title={messages.games.notStarted} />
    </Page>
  );
}
