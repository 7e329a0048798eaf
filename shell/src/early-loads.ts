// What the page starts before any shared code runs. This module is part of the shell's first script,
// before the federation's async boundary, so it imports nothing shared (the route table is plain data).
// Without it the federation manifest was asked for only once every shared library had loaded, and the
// area's remote entry only after that: two round trips in a row before the area's code could load.
import { areaRoutes, routeFor, type AreaRoute } from './root-config/routes';

/** The platform's `federationManifestUrl`, asked for as the platform asks (never from a cache). */
const manifestUrl = '/federation-manifest.json';

interface EarlyManifest {
  remotes?: Record<string, unknown>;
  routes?: Record<string, unknown>;
}

/** The routes of the table and those the manifest adds (as the root config reads them). */
function routesOf(manifest: EarlyManifest): AreaRoute[] {
  const added = Object.entries(manifest.routes ?? {})
    .filter(([name, prefixes]) => Array.isArray(prefixes) && !areaRoutes.some((route) => route.name === name))
    .map(([name, prefixes]) => ({ name, prefixes: prefixes as string[] }));
  return [...areaRoutes, ...added];
}

/** Asks the browser to fetch `url` as a script now; the federation's own script tag then finds it fetched. */
function preloadScript(url: string): void {
  const link = document.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'script');
  link.setAttribute('href', url);
  document.head.appendChild(link);
}

/**
 * Reads the manifest at once and hands the read to the platform (`window.__earlyFederationManifest`,
 * taken by its `loadFederationManifest`), then preloads the remote entry of the area that owns the
 * address the page opened on.
 */
export function startEarlyLoads(): void {
  const read = fetch(manifestUrl, { cache: 'no-store', headers: { Accept: 'application/json' } }).then(
    (response) => {
      if (!response.ok)
        throw new Error(`The federation manifest could not be loaded (status ${response.status})`);
      return response.json() as Promise<unknown>;
    },
  );
  window.__earlyFederationManifest = read;
  read
    .then((body) => {
      const manifest = (body ?? {}) as EarlyManifest;
      const area = routeFor(window.location.pathname, routesOf(manifest));
      const entry = area && manifest.remotes?.[area.name];
      if (typeof entry === 'string') preloadScript(entry);
    })
    .catch(() => undefined);
}
