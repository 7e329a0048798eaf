import { createRoot } from 'react-dom/client';
import { useThemeMode } from '@progression/platform';
import { ThemeProvider } from '@progression/ui';
import App from './App';

// Standalone development (`npm start -w @progression/mf-admin`): the same routes without the shell.
function Standalone() {
  const mode = useThemeMode();
  return (
    <ThemeProvider mode={mode} withGlobalStyle>
      <App />
    </ThemeProvider>
  );
}

const container = document.getElementById('root');
if (container) createRoot(container).render(<Standalone />);
