import { loadFederationManifest } from './federation-manifest';

/**
 * Whether a microfrontend area (its federation name, e.g. `mf_drafts`) is deployed, i.e. listed in the
 * federation manifest, so a screen offers only what can work. The manifest is read once per page; an
 * unreadable manifest counts as nothing deployed and is asked for again on the next call.
 */
export async function isAreaDeployed(name: string): Promise<boolean> {
  try {
    return Object.hasOwn((await loadFederationManifest()).remotes, name);
  } catch {
    return false;
  }
}
