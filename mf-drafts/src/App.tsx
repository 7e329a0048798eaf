import { AreaNotFound } from '@progression/platform/views';
import { BrowserRouter, Navigate, Route, Routes, useParams } from '@progression/router';
import { BoosterTablePage } from './booster-table/BoosterTablePage';
import { DraftPage } from './draft-page/DraftPage';
import { GameDraftsPage } from './game-drafts/GameDraftsPage';
import { DraftsOverviewPage } from './overview/DraftsOverviewPage';
import { tablePath } from './shared/paths';
import { StatisticsPage } from './statistics/StatisticsPage';
import { RewardClaimPage } from './reward-claim/RewardClaimPage';

/** The bell's link to a pick that is due (`/games/game/{gameId}/drafts/{draftId}`) leads to the table. */
function ToTable() {
  const { gameId = '', draftId = '' } = useParams();
  return <Navigate to={tablePath({ id: draftId, gameId })} replace />;
}

/** The pages of this area (the shell's route table gives it its prefixes); any other path is its 404. */
export default function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/drafts/overview" element={<DraftsOverviewPage />} />
        <Route path="/drafts/pack-draft/:draftId" element={<DraftPage />} />
        <Route path="/drafts/pack-draft/:draftId/table" element={<BoosterTablePage />} />
        <Route path="/games/game/:gameId/drafts" element={<GameDraftsPage />} />
        <Route path="/games/game/:gameId/drafts/statistics" element={<StatisticsPage />} />
        <Route path="/games/game/:gameId/drafts/:draftId" element={<ToTable />} />
        <Route path="/games/game/:gameId/draft/:draftId" element={<DraftPage />} />
        <Route path="/games/game/:gameId/draft/:draftId/table" element={<BoosterTablePage />} />
        <Route path="/games/game/:gameId/rewards/:rewardId" element={<RewardClaimPage />} />
        <Route path="*" element={<AreaNotFound />} />
      </Routes>
    </BrowserRouter>
  );
}
