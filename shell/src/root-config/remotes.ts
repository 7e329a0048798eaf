import type { LifeCycles } from 'single-spa';
import type { FederationManifest } from '@progression/platform';

/** The part of the federation runtime the shell uses. */
interface FederationRuntime {
  registerRemotes(remotes: Array<{ name: string; entry: string }>, options?: { force?: boolean }): void;
  loadRemote<T>(id: string): Promise<T | null>;
}

declare const __webpack_require__: { federation?: { instance?: FederationRuntime } };

/**
 * The shell's own federation runtime, the one webpack's bundler runtime started (and provides to every
 * remote). Importing `@module-federation/enhanced/runtime` instead would bundle a second copy of it, in
 * another module format, into the shell's first script.
 */
function federation(): FederationRuntime {
  const instance = __webpack_require__.federation?.instance;
  if (!instance) throw new Error('The federation runtime has not started');
  return instance;
}

/**
 * Makes one remote of the manifest known to the federation runtime (replacing an older entry of its
 * name). Only the remote about to load: the runtime may fetch any registered remote's entry to resolve a
 * shared module (under its default version-first strategy, all of them; the builds ask for loaded-first),
 * so registering the whole manifest could download, or fail on, microfrontends the user never opens.
 */
export function registerManifestRemote(manifest: FederationManifest, name: string): void {
  const entry = manifest.remotes[name];
  if (!entry) throw new Error(`${name} is not deployed`);
  federation().registerRemotes([{ name, entry }], { force: true });
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
  const module = await federation().loadRemote<LifeCycles | { default: LifeCycles }>(`${name}/lifecycles`);
  const lifecycles = module && 'default' in module ? module.default : module;
  if (!isLifecycles(lifecycles)) throw new Error(`${name} does not expose single-spa lifecycles`);
  return lifecycles;
}
