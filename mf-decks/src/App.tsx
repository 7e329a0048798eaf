import { AreaNotFound } from '@progression/platform/views';
import { BrowserRouter, Route, Routes } from '@progression/router';
import { DecksPage } from './decks-page/DecksPage';
import { DeckEditorPage } from './editor/DeckEditorPage';
import { DeckViewPage } from './deck-view/DeckViewPage';
import { RegisteredDeckPage } from './registration/RegisteredDeckPage';

/** The pages of this area (the shell's route table gives it its prefixes); any other path is its 404. */
export default function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/games/game/:gameId/decks" element={<DecksPage />} />
        <Route path="/games/game/:gameId/decks/:deckId" element={<DeckEditorPage />} />
        <Route path="/games/game/:gameId/decks/:deckId/view" element={<DeckViewPage />} />
        <Route path="/games/game/:gameId/decks/registered/:playerId" element={<RegisteredDeckPage />} />
        <Route path="*" element={<AreaNotFound />} />
      </Routes>
    </BrowserRouter>
  );
}
