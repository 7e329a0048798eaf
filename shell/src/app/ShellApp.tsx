import { useThemeMode } from '@progression/platform';
import { ThemeProvider } from '@progression/ui';
import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { FlashMessages } from '../flash/FlashMessages';
import { LoadingView } from '../pages/LoadingView';
import { shellPaths } from '../root-config/routes';
import { RequireSession } from './RequireSession';

// Split so the login page loads without the layout, and the layout without the login forms.
const LoginPage = lazy(() => import('../login/LoginPage'));
const Layout = lazy(() => import('../layout/Layout'));

/** The shell's React part: theme, flash messages, the login page or the page layout. */
export function ShellApp() {
  const mode = useThemeMode();
  return (
    <ThemeProvider mode={mode} withGlobalStyle>
      <BrowserRouter>
        <FlashMessages />
        <Suspense fallback={<LoadingView />}>
          <Routes>
            <Route path={shellPaths.login} element={<LoginPage />} />
            <Route
              path="*"
              element={
                <RequireSession>
                  <Layout />
                </RequireSession>
              }
            />
          </Routes>
        </Suspense>
      </BrowserRouter>
    </ThemeProvider>
  );
}
