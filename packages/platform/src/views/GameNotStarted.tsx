import { isGameStarted, messages, type Game } from '@progression/contracts';
import { CalendarIcon, EmptyState, Page } from '@progression/ui';
import type { ReactNode } from 'react';

/** What a game page shows for a game that has no weeks yet (spec: Game pages). */
export function GameNotStarted({ title }: { title: string }) {
  return (
    <Page title={title}>
      <EmptyState icon={<CalendarIcon size={40} />} title={messages.games.notStarted} />
    </Page>
  );
}

/** A game page that needs weeks: its content once the game has started, else `GameNotStarted`. */
export function RequireStartedGame({
  game,
  title,
  children,
}: {
  game: Game;
  title: string;
  children: ReactNode;
}) {
  return isGameStarted(game) ? children : <GameNotStarted title={title} />;
}
