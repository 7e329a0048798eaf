import { AreaNotFound } from '@progression/platform/views';
import { BrowserRouter, Route, Routes } from '@progression/router';
import { CollectionPage } from './collection-page/CollectionPage';

/** The pages of this area (the shell's route table gives it its prefixes); any other path is its 404. */
export default function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/games/game/:gameId/collection" element={<CollectionPage />} />
        <Route path="*" element={<AreaNotFound />} />
      </Routes>
    </BrowserRouter>
  );
}
