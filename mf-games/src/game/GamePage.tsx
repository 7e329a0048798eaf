import { messages } from '@progression/contracts';
import { gamesTexts } from '@progression/contracts/texts/games';
import { useGame } from '@progression/api-client';
import { ApiError } from '@progression/platform';
import { AreaNotFound, lazyPage, QueryState, RequireStartedGame } from '@progression/platform/views';
import { EmptyState, Page } from '@progression/ui';
import { Route, Routes, useParams } from '@progression/router';
import { GameOverviewPage } from './GameOverviewPage';

// The overview is the page a game opens on; the others are fetched when first shown.
const BanlistPage = lazyPage(() => import('./BanlistPage').then((page) => page.BanlistPage));
const PacksPage = lazyPage(() => import('../packs/PacksPage').then((page) => page.PacksPage));
const MatchesPage = lazyPage(() => import('../matches/MatchesPage').then((page) => page.MatchesPage));
const ScoresPage = lazyPage(() => import('../stats/ScoresPage').then((page) => page.ScoresPage));
const RewardsPage = lazyPage(() => import('../rewards/RewardsPage').then((page) => page.RewardsPage));
const PlayoffsPage = lazyPage(() => import('../playoffs/PlayoffsPage').then((page) => page.PlayoffsPage));

function GameNotFound({ gameId }: { gameId: string }) {
  return (
    <Page title={gamesTexts.game}>
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
    <QueryState query={game} what={gamesTexts.theGame}>
      {(found) => (
        <Routes>
          <Route index element={<GameOverviewPage game={found} />} />
          <Route path="overview" element={<GameOverviewPage game={found} />} />
          <Route
            path="banlist"
            element={
              <RequireStartedGame game={found} title={gamesTexts.banlist}>
                <BanlistPage game={found} />
              </RequireStartedGame>
            }
          />
          <Route path="packs" element={<PacksPage game={found} />} />
          <Route
            path="matches"
            element={
              <RequireStartedGame game={found} title={gamesTexts.matches}>
                <MatchesPage game={found} />
              </RequireStartedGame>
            }
          />
          <Route
            path="stats"
            element={
              <RequireStartedGame game={found} title={gamesTexts.scores}>
                <ScoresPage game={found} />
              </RequireStartedGame>
            }
          />
          <Route
            path="playoffs"
            element={
              <RequireStartedGame game={found} title={messages.playoffs.title}>
                <PlayoffsPage game={found} />
              </RequireStartedGame>
            }
          />
          <Route path="rewards" element={<RewardsPage game={found} />} />
          <Route path="*" element={<AreaNotFound />} />
        </Routes>
      )}
    </QueryState>
  );
}
