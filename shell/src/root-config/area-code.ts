import { loadFederationManifest } from '@progression/platform';
import type { LifeCycles } from 'single-spa';
import { loadLifecycles, registerManifestRemote } from './remotes';

const loads = new Map<string, Promise<LifeCycles>>();

/**
 * The lifecycles of an area, loaded once whoever asks first: single-spa when the area opens, or the
 * warm-up before it (warm-areas.ts). Registering a remote again would make the federation runtime drop
 * what it loaded, so both share this one load. A failed load is forgotten: the next try (the retry
 * button reads a fresh manifest first) starts afresh.
 */
export function areaLifecycles(name: string): Promise<LifeCycles> {
  const known = loads.get(name);
  if (known) return known;
  const load = loadFederationManifest().then((deployed) => {
    registerManifestRemote(deployed, name);
    return loadLifecycles(name);
  });
  loads.set(name, load);
  load.catch(() => {
    if (loads.get(name) === load) loads.delete(name);
  });
  return load;
}

/** Whether an area's code is loaded or on its way. */
export const areaCodeAsked = (name: string): boolean => loads.has(name);
