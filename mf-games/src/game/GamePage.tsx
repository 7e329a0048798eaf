import { messages, texts } from '@progression/contracts';
import { useGame } from '@progression/api-client';
import { ApiError } from '@progression/platform';
import { AreaNotFound, QueryState, RequireStartedGame } from '@progression/platform/views';
import { EmptyState, Page } from '@progression/ui';
import { Route, Routes, useParams } from '@progression/router';
import { BanlistPage } from './BanlistPage';
import { GameOverviewPage } from './GameOverviewPage';
import { PacksPage } from '../packs/PacksPage';
import { MatchesPage } from '../matches/MatchesPage';
import { ScoresPage } from '../stats/ScoresPage';
import { RewardsPage } from '../rewards/RewardsPage';
import { PlayoffsPage } from '../playoffs/PlayoffsPage';

function GameNotFound({ gameId }: { gameId: string }) {
  return (
    <Page title={texts.games.game}>
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
    <QueryState query={game} what={texts.games.theGame}>
      {(found) => (
        <Routes>
          <Route index element={<GameOverviewPage game={found} />} />
          <Route path="overview" element={<GameOverviewPage game={found} />} />
          <Route
            path="banlist"
            element={
              <RequireStartedGame game={found} title={texts.games.banlist}>
                <BanlistPage game={found} />
              </RequireStartedGame>
            }
          />
          <Route path="packs" element={<PacksPage game={found} />} />
          <Route
            path="matches"
            element={
              <RequireStartedGame game={found} title={texts.games.matches}>
                <MatchesPage game={found} />
              </RequireStartedGame>
            }
          />
          <Route
            path="stats"
            element={
              <RequireStartedGame game={found} title={texts.games.scores}>
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
