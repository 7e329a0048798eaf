import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { LifeCycles } from 'single-spa';
import type { FederationManifest } from '@progression/platform';

/**
 * Makes one remote of the manifest known to the federation runtime (replacing an older entry of its
 * name). Only the remote about to load: under the runtime's version-first strategy, every registered
 * remote's entry is fetched whenever a shared module is next resolved, so registering the whole manifest
 * would download (or fail on) microfrontends the user never opens.
 */
export function registerManifestRemote(manifest: FederationManifest, name: string): void {
  const entry = manifest.remotes[name];
  if (!entry) throw new Error(`${name} is not deployed`);
  registerRemotes([{ name, entry }], { force: true });
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
