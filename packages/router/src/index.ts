// The parts of react-router-dom the areas use. The page shares this module as one copy (it holds the
// router's contexts), and only these parts of react-router-dom go into it: the whole package, shared as
// it is, would bring its server code too (61 KB gzip against about 16 KB). Its BrowserRouter is the
// project's own (see BrowserRouter.tsx).
export { BrowserRouter } from './BrowserRouter';
export {
  MemoryRouter,
  Navigate,
  Route,
  Routes,
  useLocation,
  useParams,
  useSearchParams,
} from 'react-router-dom';
