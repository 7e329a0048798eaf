import { BrowserRouter, Route, Routes } from '@progression/router';
import { GamePage } from './game/GamePage';
import { GamesOverviewPage } from './games/GamesOverviewPage';
import { ModePage } from './mode-page/ModePage';
import { ModesOverviewPage } from './modes/ModesOverviewPage';
import { NewGamePage } from './new-game/NewGamePage';
import { AreaNotFound } from '@progression/platform/views';

/** The pages of this area (the shell gives it `/`, `/games` and `/modes`); any other path is its 404. */
export default function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/" element={<GamesOverviewPage />} />
        <Route path="/games/overview" element={<GamesOverviewPage />} />
        <Route path="/games/new-game" element={<NewGamePage />} />
        <Route path="/games/game/:gameId/*" element={<GamePage />} />
        <Route path="/modes/overview" element={<ModesOverviewPage />} />
        <Route path="/modes/progression-mode/:modeId" element={<ModePage />} />
        <Route path="*" element={<AreaNotFound />} />
      </Routes>
    </BrowserRouter>
  );
}
