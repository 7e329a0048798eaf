import { ThemeProvider } from '@progression/ui';
import React, { type ComponentType } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact, { type ReactAppOrParcel } from 'single-spa-react';
import { platformTexts } from '@progression/contracts/texts/platform';
import { DataProvider } from './data-provider';
import { useThemeMode } from './hooks';
import type { LifecycleOptions, MicrofrontendProps } from './lifecycles';

function DefaultError({ error }: { error: Error }) {
  return (
    <div role="alert">
      <p>{platformTexts.thisPageCouldNotBeShown}</p>
      <p>{error.message}</p>
    </div>
  );
}

// Each microfrontend mounts its own React root, so the theme and the page's query client are given again
// around it.
function provided(Root: ComponentType<MicrofrontendProps>): ComponentType<MicrofrontendProps> {
  function ProvidedRoot(props: MicrofrontendProps) {
    const mode = useThemeMode();
    return (
      <DataProvider>
        <ThemeProvider mode={mode}>
          <Root {...props} />
        </ThemeProvider>
      </DataProvider>
    );
  }
  return ProvidedRoot;
}

/**
 * single-spa-react's lifecycles around the root: the shared React, the page's query client, the current
 * theme, an error boundary.
 */
export function reactLifecycles(
  Root: ComponentType<MicrofrontendProps>,
  options: LifecycleOptions,
): ReactAppOrParcel<object> {
  const errorBoundary = (error: Error) => options.errorBoundary?.(error) ?? <DefaultError error={error} />;
  const rootComponent = provided(Root);
  return singleSpaReact<object>({ React, ReactDOMClient, rootComponent, errorBoundary });
}
