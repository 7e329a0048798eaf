/** Where each microfrontend's remote entry is served: `{ remotes: { mf_games: "/mf/mf-games/remoteEntry.js?v=.." } }`. */
export interface FederationManifest {
  remotes: Record<string, string>;
  /**
   * Paths of remotes the route table does not know, by remote name (e.g. `{"mf_fixture": ["/fixture"]}`),
   * so a new area can be deployed without rebuilding the shell. A path owns itself and everything under it.
   */
  routes?: Record<string, string[]>;
}

/** Where the gateway serves the federation manifest of the deployed microfrontends. */
export const federationManifestUrl = '/federation-manifest.json';

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' && value !== null && Object.values(value).every((v) => typeof v === 'string')
  );
}

function isPathsRecord(value: unknown): value is Record<string, string[]> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every(
      (paths) => Array.isArray(paths) && paths.every((path) => typeof path === 'string'),
    )
  );
}

/** Reads and checks a manifest body; anything else than the documented shape is refused. */
export function parseManifest(body: unknown): FederationManifest {
  const candidate = body as Partial<FederationManifest> | null;
  if (!candidate || !isStringRecord(candidate.remotes))
    throw new Error('The federation manifest has no remotes');
  if (candidate.routes !== undefined && !isPathsRecord(candidate.routes)) {
    throw new Error('The federation manifest has malformed routes');
  }
  return { remotes: candidate.remotes, routes: candidate.routes };
}

/** Fetches the manifest the gateway serves; never from a cache, so a redeployed remote is seen at once. */
async function fetchManifest(): Promise<FederationManifest> {
  const response = await fetch(federationManifestUrl, {
    cache: 'no-store',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok)
    throw new Error(`The federation manifest could not be loaded (status ${response.status})`);
  return parseManifest(JSON.parse(await response.text()));
}

declare global {
  interface Window {
    /**
     * The manifest's body as read by the shell's first script, before any shared code could run (see
     * shell/src/early-loads.ts). Taken once; a failed early read is simply read again.
     */
    __earlyFederationManifest?: Promise<unknown>;
  }
}

/** The read the page started early, if any (once). */
function takeEarlyRead(): Promise<FederationManifest> | undefined {
  const early = typeof window === 'undefined' ? undefined : window.__earlyFederationManifest;
  if (!early) return undefined;
  delete window.__earlyFederationManifest;
  return early.then(parseManifest).catch(fetchManifest);
}

let manifest: Promise<FederationManifest> | undefined;

/**
 * The federation manifest, read once per page for the shell and every microfrontend; after a failure (or
 * with `refresh`) it is asked for again, so a fixed deployment is picked up.
 */
export function loadFederationManifest(refresh = false): Promise<FederationManifest> {
  if (!manifest || refresh) {
    manifest = (!refresh && takeEarlyRead()) || fetchManifest();
    manifest.catch(() => (manifest = undefined));
  }
  return manifest;
}
