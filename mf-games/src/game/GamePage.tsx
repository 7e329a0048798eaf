import { isGameStarted, messages, type Game } from '@progression/contracts';
import { useGame } from '@progression/api-client';
import { ApiError } from '@progression/platform';
import { AreaNotFound, GameNotStarted, QueryState } from '@progression/platform/views';
import { EmptyState, Page } from '@progression/ui';
import type { ReactNode } from 'react';
import { Route, Routes, useParams } from 'react-router-dom';
import { BanlistPage } from './BanlistPage';
import { GameOverviewPage } from './GameOverviewPage';

/** A game page that needs weeks: for a game without any, the spec's "This game has not been started". */
function RequireStarted({ game, title, children }: { game: Game; title: string; children: ReactNode }) {
  return isGameStarted(game) ? children : <GameNotStarted title={title} />;
}

function GameNotFound({ gameId }: { gameId: string }) {
  return (
    <Page as="div" title="Game">
      <EmptyState title={messages.errors.gameNotFound(gameId)} />
    </Page>
  );
}

/** /games/game/{id} and its pages of this area: the game is loaded once for them. */
export function GamePage() {
  const { gameId = '' } = useParams();
  const game = useGame(gameId);
  if (game.error instanceof ApiError && game.error.status === 404) return <GameNotFound gameId={gameId} />;
  return (
    <QueryState query={game} what="the game">
      {(found) => (
        <Routes>
          <Route index element={<GameOverviewPage game={found} />} />
          <Route path="overview" element={<GameOverviewPage game={found} />} />
          <Route
            path="banlist"
            element={
              <RequireStarted game={found} title="Banlist">
                <BanlistPage game={found} />
              </RequireStarted>
            }
          />
          <Route path="*" element={<AreaNotFound />} />
        </Routes>
      )}
    </QueryState>
  );
}
