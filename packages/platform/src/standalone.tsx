import { ThemeProvider } from '@progression/ui';
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { DataProvider } from './data-provider';
import { useThemeMode } from './hooks';

/**
 * Renders a microfrontend on its own page (its standalone development server, without the shell) into
 * `#root`, with the page's query client, under the current theme with the page-wide styles the shell would otherwise add.
 */
export function renderStandalone(App: ComponentType): void {
  function Standalone() {
    const mode = useThemeMode();
    return (
      <DataProvider>
        <ThemeProvider mode={mode} withGlobalStyle>
          <App />
        </ThemeProvider>
      </DataProvider>
    );
  }
  const container = document.getElementById('root');
  if (container) createRoot(container).render(<Standalone />);
}
