import { createState, loadFederationManifest, session, type FederationManifest } from '@progression/platform';
import {
  addErrorHandler,
  getAppStatus,
  LOAD_ERROR,
  registerApplication,
  start,
  triggerAppChange,
  type LifeCycles,
} from 'single-spa';
import { setAppStatus } from './app-status';
import { elementFor } from './outlet';
import { loadLifecycles, registerManifestRemote } from './remotes';
import { microfrontendRoutes, type MicrofrontendRoute } from './routes';

async function loadApplication(name: string): Promise<LifeCycles> {
  setAppStatus(name, { state: 'loading' });
  try {
    const deployed = await loadFederationManifest();
    registerManifestRemote(deployed, name);
    const lifecycles = await loadLifecycles(name);
    const mounts = Array.isArray(lifecycles.mount) ? lifecycles.mount : [lifecycles.mount];
    return { ...lifecycles, mount: [...mounts, async () => setAppStatus(name, { state: 'ready' })] };
  } catch (error) {
    setAppStatus(name, { state: 'error', message: (error as Error).message });
    throw error;
  }
}

// Microfrontends are for signed-in users only; the login page is the shell's own.
function register(route: MicrofrontendRoute): void {
  registerApplication({
    name: route.name,
    app: () => loadApplication(route.name),
    activeWhen: (location) => session.isLoggedIn() && route.activeWhen(location),
    customProps: (name) => ({ domElement: elementFor(name) }),
  });
}

/** Routes the manifest adds for remotes the route table does not know (a path and everything under it). */
export function manifestRoutes(
  deployed: FederationManifest,
  known: readonly MicrofrontendRoute[],
): MicrofrontendRoute[] {
  return Object.entries(deployed.routes ?? {})
    .filter(([name]) => !known.some((route) => route.name === name) && name in deployed.remotes)
    .map(([name, paths]) => ({
      name,
      activeWhen: ({ pathname }) =>
        paths.some((path) => pathname === path || pathname.startsWith(`${path}/`)),
    }));
}

/** All routes in force: the route table's and, once the manifest is read (`settled`), the manifest's. */
export const routesInForce = createState<{ routes: readonly MicrofrontendRoute[]; settled: boolean }>({
  routes: microfrontendRoutes,
  settled: false,
});

/**
 * Starts the root config: registers every microfrontend of the route table (and of the manifest) with
 * single-spa, loading each through the federation runtime when its route first becomes active.
 */
export async function startRootConfig(): Promise<void> {
  microfrontendRoutes.forEach(register);
  addErrorHandler((error) => {
    setAppStatus(error.appOrParcelName, { state: 'error', message: error.message });
  });
  try {
    const extra = manifestRoutes(await loadFederationManifest(), microfrontendRoutes);
    extra.forEach(register);
    routesInForce.set({ routes: [...microfrontendRoutes, ...extra], settled: true });
  } catch {
    // Without a manifest the known routes still register; their loaders report the failure in place.
    routesInForce.set({ routes: microfrontendRoutes, settled: true });
  }
  start({ urlRerouteOnly: true });
}

/** Tries a failed microfrontend again: a fresh manifest and a new load (a broken mount reloads the page). */
export function retryApplication(name: string): void {
  if (getAppStatus(name) === LOAD_ERROR) {
    setAppStatus(name, { state: 'loading' });
    // single-spa loads a failed application again only 200 ms after the failure.
    const retryDelay = new Promise((resolve) => setTimeout(resolve, 250));
    void Promise.all([loadFederationManifest(true).catch(() => undefined), retryDelay]).then(() =>
      triggerAppChange(),
    );
  } else {
    window.location.reload();
  }
}
