import { messages } from '@progression/contracts';
import { EmptyState, Page } from '@progression/ui';
import { Route, Routes, useParams } from 'react-router-dom';
import { fetchGameById, useReloadableRequest } from '@progression/platform';
import { LoadState } from '../shared/LoadState';
import { NotFound } from '../shared/NotFound';
import { BanlistPage } from './BanlistPage';
import { GameOverviewPage } from './GameOverviewPage';

/** /games/game/{id} and its pages of this area: the game is loaded once for them. */
export function GamePage() {
  const { gameId = '' } = useParams();
  const [game, reload] = useReloadableRequest(`game:${gameId}`, (signal) =>
    fetchGameById(gameId, signal).catch((error: unknown) => {
      if ((error as { status?: number }).status === 404) return null;
      throw error;
    }),
  );
  return (
    <LoadState state={game} what="the game" onRetry={reload}>
      {(found) =>
        found ? (
          <Routes>
            <Route index element={<GameOverviewPage game={found} />} />
            <Route path="overview" element={<GameOverviewPage game={found} />} />
            <Route path="banlist" element={<BanlistPage game={found} />} />
            <Route path="*" element={<NotFound />} />
          </Routes>
        ) : (
          <Page as="div" title="Game">
            <EmptyState title={messages.errors.gameNotFound(gameId)} />
          </Page>
        )
      }
    </LoadState>
  );
}
