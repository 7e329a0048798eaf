import { AreaNotFound } from '@progression/platform/views';
import { BrowserRouter, Route, Routes } from '@progression/router';
import { GameAdminPage } from './admin-page/GameAdminPage';
import { DraftAdminPage } from './drafts/DraftAdminPage';
import { RequireGameAdmin } from './guard/RequireGameAdmin';
import { PlayerRewardsPage } from './rewards/PlayerRewardsPage';

/**
 * The pages of this area (the shell gives it `/games/game/{id}/admin` and `.../draft-admin` with everything
 * under them); each requires game admin, and any other path is its 404.
 */
export default function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route
          path="/games/game/:gameId/admin"
          element={
            <RequireGameAdmin>
              <GameAdminPage />
            </RequireGameAdmin>
          }
        />
        <Route
          path="/games/game/:gameId/draft-admin"
          element={
            <RequireGameAdmin>
              <DraftAdminPage />
            </RequireGameAdmin>
          }
        />
        <Route
          path="/games/game/:gameId/admin/rewards"
          element={
            <RequireGameAdmin>
              <PlayerRewardsPage />
            </RequireGameAdmin>
          }
        />
        <Route path="*" element={<AreaNotFound />} />
      </Routes>
    </BrowserRouter>
  );
}
