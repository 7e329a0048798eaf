import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { GameAdminPage } from './admin-page/GameAdminPage';
import { RequireGameAdmin } from './guard/RequireGameAdmin';

/** The routes the shell's route table gives this microfrontend; each requires game admin. */
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
      </Routes>
    </BrowserRouter>
  );
}
