import { BrowserRouter, Route, Routes } from '@progression/router';
import { GamePage } from './game/GamePage';
import { GamesOverviewPage } from './games/GamesOverviewPage';
import { AreaNotFound, lazyPage } from '@progression/platform/views';

// My games and a game's pages are where players land; the modes and the new-game wizard are fetched when
// first shown.
const ModePage = lazyPage(() => import('./mode-page/ModePage').then((page) => page.ModePage));
const ModesOverviewPage = lazyPage(() =>
  import('./modes/ModesOverviewPage').then((page) => page.ModesOverviewPage),
);
const NewGamePage = lazyPage(() => import('./new-game/NewGamePage').then((page) => page.NewGamePage));

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
