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
import { areaLifecycles } from './area-code';
import { warmAreas } from './warm-areas';
import { areaRoutes, routeFor, type AreaRoute } from './routes';

async function loadApplication(name: string): Promise<LifeCycles> {
  setAppStatus(name, { state: 'loading' });
  try {
    const lifecycles = await areaLifecycles(name);
    const mounts = Array.isArray(lifecycles.mount) ? lifecycles.mount : [lifecycles.mount];
    return { ...lifecycles, mount: [...mounts, async () => setAppStatus(name, { state: 'ready' })] };
  } catch (error) {
    setAppStatus(name, { state: 'error', message: (error as Error).message });
    throw error;
  }
}

/** All routes in force: the route table's and, once the manifest is read (`settled`), the manifest's. */
export const routesInForce = createState<{ routes: readonly AreaRoute[]; settled: boolean }>({
  routes: areaRoutes,
  settled: false,
});

// Microfrontends are for signed-in users only; the login page is the shell's own. An area is active for
// the paths it owns by the routes in force, so an area the manifest adds later takes its paths over.
function register(route: AreaRoute): void {
  registerApplication({
    name: route.name,
    app: () => loadApplication(route.name),
    activeWhen: ({ pathname }) =>
      session.isLoggedIn() && routeFor(pathname, routesInForce.get().routes)?.name === route.name,
    customProps: (name) => ({ domElement: elementFor(name) }),
  });
}

/** Routes the manifest adds for remotes the route table does not know (a path and everything under it). */
export function manifestRoutes(deployed: FederationManifest, known: readonly AreaRoute[]): AreaRoute[] {
  return Object.entries(deployed.routes ?? {})
    .filter(([name]) => !known.some((route) => route.name === name) && name in deployed.remotes)
    .map(([name, prefixes]) => ({ name, prefixes }));
}

/**
 * Starts the root config: registers every microfrontend of the route table (and of the manifest) with
 * single-spa, loading each through the federation runtime when its route first becomes active.
 */
export async function startRootConfig(): Promise<void> {
  areaRoutes.forEach(register);
  addErrorHandler((error) => {
    setAppStatus(error.appOrParcelName, { state: 'error', message: error.message });
  });
  try {
    const extra = manifestRoutes(await loadFederationManifest(), areaRoutes);
    routesInForce.set({ routes: [...areaRoutes, ...extra], settled: true });
    extra.forEach(register);
  } catch {
    // Without a manifest the known routes still register; their loaders report the failure in place.
    routesInForce.set({ routes: areaRoutes, settled: true });
  }
  start({ urlRerouteOnly: true });
  warmAreas(() => routesInForce.get().routes);
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
