import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { LifeCycles } from 'single-spa';
import type { FederationManifest } from './manifest';

/** Makes the manifest's remotes known to the federation runtime (replacing older entries of a name). */
export function registerManifestRemotes(manifest: FederationManifest): void {
  registerRemotes(
    Object.entries(manifest.remotes).map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
}

function isLifecycles(module: unknown): module is LifeCycles {
  const candidate = module as Partial<LifeCycles> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    candidate.bootstrap !== undefined &&
    candidate.mount !== undefined &&
    candidate.unmount !== undefined
  );
}

/**
 * Loads the one module a microfrontend exposes, `<name>/lifecycles`, and checks it really carries
 * single-spa lifecycles (a default export holding them is accepted too).
 */
export async function loadLifecycles(name: string): Promise<LifeCycles> {
  const module = await loadRemote<LifeCycles | { default: LifeCycles }>(`${name}/lifecycles`);
  const lifecycles = module && 'default' in module ? module.default : module;
  if (!isLifecycles(lifecycles)) throw new Error(`${name} does not expose single-spa lifecycles`);
  return lifecycles;
}
