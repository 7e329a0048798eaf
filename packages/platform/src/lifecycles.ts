import type { ComponentType, ReactElement } from 'react';
import type { AppProps } from 'single-spa';
import type { ReactAppOrParcel } from 'single-spa-react';

/** The props single-spa gives a microfrontend's root component. */
export type MicrofrontendProps = AppProps & { domElement?: HTMLElement };

/** A microfrontend's root component, or a loader of it (to split the bundle). */
export type RootSource =
  ComponentType<MicrofrontendProps> | { load: () => Promise<{ default: ComponentType<MicrofrontendProps> }> };

export interface LifecycleOptions {
  /** What to render when the root component throws; by default a short text in the content area. */
  errorBoundary?: (error: Error) => ReactElement;
}

type Lifecycles = Required<ReactAppOrParcel<object>>;
type Stage = keyof Lifecycles;

/**
 * The single-spa lifecycles a microfrontend exposes as `./lifecycles`: its root component mounted with the
 * shared React in the element the shell gives it, under the current theme, behind an error boundary.
 * single-spa-react and the design system are fetched on the first bootstrap, not with the platform
 * package: the shell's login page uses the platform and needs neither.
 */
export function createLifecycles(root: RootSource, options: LifecycleOptions = {}): Lifecycles {
  let loaded: Promise<ReactAppOrParcel<object>> | undefined;
  const implementation = () => {
    // The root's code is fetched beside the React glue rather than after it: one round trip less before
    // the first mount. The root's own lazy load then finds it fetched (an import is fetched once).
    if (!loaded && typeof root === 'object') void root.load().catch(() => undefined);
    return (loaded ??= import('./react-lifecycles').then((module) => module.reactLifecycles(root, options)));
  };
  const stage =
    (name: Stage): Lifecycles[Stage] =>
    async (props) => {
      const lifecycle = (await implementation())[name];
      return lifecycle?.(props);
    };
  return {
    bootstrap: stage('bootstrap'),
    mount: stage('mount'),
    unmount: stage('unmount'),
    update: stage('update'),
  };
}
