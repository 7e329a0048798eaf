import { DataProvider, usePathname, useThemeMode } from '@progression/platform';
import { ThemeProvider } from '../first-render-ui';
import { FlashMessages } from '../flash/FlashMessages';
import { splitOff } from '../pages/split-off';
import { shellPageFor } from '../root-config/routes';
import { RequireSession } from './RequireSession';

// Split so the login page loads without the layout, and the layout without the login forms; each shows as
// soon as its code is in (no Suspense boundary holding it back, see lazyComponent).
const LoginPage = splitOff(() => import('../login/LoginPage'));
const Layout = splitOff(() => import('../layout/Layout'));

/**
 * The shell's React part: theme, flash messages, the login page or the page layout. It follows the URL
 * through the platform's location hook rather than a router: the shell has four pages, and a router
 * here would put a large library on the login page's critical path.
 */
export function ShellApp() {
  const mode = useThemeMode();
  const onLogin = shellPageFor(usePathname()) === 'login';
  return (
    <ThemeProvider mode={mode} withGlobalStyle>
      <FlashMessages />
      {onLogin ? (
        <LoginPage />
      ) : (
        <RequireSession>
          <DataProvider>
            <Layout />
          </DataProvider>
        </RequireSession>
      )}
    </ThemeProvider>
  );
}
