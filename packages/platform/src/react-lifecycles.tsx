import { ThemeProvider } from '@progression/ui';
import React, { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import ReactDOMClient from 'react-dom/client';
import type { AppProps } from 'single-spa';
import singleSpaReact, { type ReactAppOrParcel } from 'single-spa-react';
import { useThemeMode } from './hooks';

/** The props single-spa gives a microfrontend's root component. */
export type MicrofrontendProps = AppProps & { domElement?: HTMLElement };

type RootSource =
  ComponentType<MicrofrontendProps> | { load: () => Promise<{ default: ComponentType<MicrofrontendProps> }> };

export interface LifecycleOptions {
  /** What to render when the root component throws; by default a short text in the content area. */
  errorBoundary?: (error: Error) => ReactElement;
}

function DefaultError({ error }: { error: Error }) {
  return (
    <div role="alert">
      <p>This page could not be shown.</p>
      <p>{error.message}</p>
    </div>
  );
}

// Each microfrontend mounts its own React root, so the theme context is given again around it.
function themed(Root: ComponentType<MicrofrontendProps>): ComponentType<MicrofrontendProps> {
  function ThemedRoot(props: MicrofrontendProps) {
    const mode = useThemeMode();
    return (
      <ThemeProvider mode={mode}>
        <Root {...props} />
      </ThemeProvider>
    );
  }
  return ThemedRoot;
}

// A root loaded on first mount keeps the microfrontend's entry chunk small.
function lazyRoot(
  load: () => Promise<{ default: ComponentType<MicrofrontendProps> }>,
): ComponentType<MicrofrontendProps> {
  const Lazy = lazy(load);
  function LazyRoot(props: MicrofrontendProps) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return LazyRoot;
}

/**
 * The single-spa lifecycles a microfrontend exposes as `./lifecycles`: its root component (or a loader of
 * it, to split the bundle) mounted with the shared React in the element the shell gives it, under the
 * current theme, behind an error boundary.
 */
export function createLifecycles(root: RootSource, options: LifecycleOptions = {}): ReactAppOrParcel<object> {
  const errorBoundary = (error: Error) => options.errorBoundary?.(error) ?? <DefaultError error={error} />;
  const rootComponent = themed('load' in root ? lazyRoot(root.load) : root);
  return singleSpaReact<object>({ React, ReactDOMClient, rootComponent, errorBoundary });
}
