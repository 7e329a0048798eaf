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

type Stage = keyof Required<ReactAppOrParcel<object>>;
type Lifecycles = Required<ReactAppOrParcel<object>> & {
  /**
   * Fetches and runs the code a first mount needs (the React glue and the root) without mounting
   * anything: the shell calls it before the area is opened. Never rejects (the mount reports a failure).
   */
  preload(): Promise<void>;
};

/**
 * The single-spa lifecycles a microfrontend exposes as `./lifecycles`: its root component mounted with the
 * shared React in the element the shell gives it, under the current theme, behind an error boundary.
 * single-spa-react and the design system are fetched on the first bootstrap (or `preload`), not with the
 * platform package: the shell's login page uses the platform and needs neither.
 */
export function createLifecycles(root: RootSource, options: LifecycleOptions = {}): Lifecycles {
  let loaded: Promise<ReactAppOrParcel<object>> | undefined;
  const implementation = () => {
    if (loaded) return loaded;
    // The root's code is fetched beside the React glue (one round trip less before the first mount), and
    // the root mounts once it is in: a root behind Suspense would first show nothing, and React holds a
    // boundary that showed its fallback back for up to 300 ms before revealing what it waited for.
    const component = 'load' in root ? root.load().then((module) => module.default) : root;
    const building = Promise.all([import('./react-lifecycles'), component]).then(([module, Root]) =>
      module.reactLifecycles(Root, options),
    );
    loaded = building;
    // A failed load is tried again by the next stage (a preload that failed must not break the mount).
    building.catch(() => {
      if (loaded === building) loaded = undefined;
    });
    return building;
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
    async preload() {
      await implementation().catch(() => undefined);
    },
  };
}
