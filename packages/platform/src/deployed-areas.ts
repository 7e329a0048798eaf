/** Where the gateway serves the federation manifest of the deployed microfrontends (`{ remotes: {...} }`). */
export const federationManifestUrl = '/federation-manifest.json';

let deployedAreas: Promise<ReadonlySet<string>> | undefined;

async function fetchDeployedAreas(): Promise<ReadonlySet<string>> {
  // Never from a cache: a newly deployed area is seen at the next page load.
  const response = await fetch(federationManifestUrl, {
    cache: 'no-store',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok)
    throw new Error(`The federation manifest could not be loaded (status ${response.status})`);
  const remotes = (JSON.parse(await response.text()) as { remotes?: unknown } | null)?.remotes;
  if (typeof remotes !== 'object' || remotes === null)
    throw new Error('The federation manifest has no remotes');
  return new Set(Object.keys(remotes));
}

/**
 * Whether a microfrontend area (its federation name, e.g. `mf_drafts`) is deployed, i.e. listed in the
 * federation manifest, so a screen offers only what can work. The manifest is read once per page; an
 * unreadable manifest counts as nothing deployed and is asked for again on the next call.
 */
export async function isAreaDeployed(name: string): Promise<boolean> {
  if (!deployedAreas) {
    deployedAreas = fetchDeployedAreas();
    deployedAreas.catch(() => (deployedAreas = undefined));
  }
  try {
    return (await deployedAreas).has(name);
  } catch {
    return false;
  }
}
