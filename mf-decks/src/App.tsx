import { AreaNotFound } from '@progression/platform/views';
import { BrowserRouter, Route, Routes } from 'react-router-dom';

/** The pages of this area (the shell's route table gives it its prefixes); any other path is its 404. */
export default function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="*" element={<AreaNotFound />} />
      </Routes>
    </BrowserRouter>
  );
}
