import fs from 'node:fs';
import path from 'node:path';

/** One entry of Module Federation's `shared` option. */
export interface SharedConfig {
  singleton?: boolean;
  strictVersion?: boolean;
  requiredVersion?: string | false;
  version?: string;
  eager?: boolean;
}

/**
 * Tier one: libraries that hold page-wide state (React's dispatcher, the router's history listener,
 * styled-components' style sheet, single-spa's registry, rxjs and the query client's caches). Exactly one
 * copy may run, at a version every microfrontend accepts. `react-dom/` shares `react-dom/client` too.
 */
export const singletonPackages = [
  'react',
  'react-dom',
  'react-router-dom',
  'styled-components',
  'single-spa',
  'single-spa-react',
  'rxjs',
  '@tanstack/react-query',
] as const;

/**
 * Tier two: the project's own packages, shared loosely (any version goes: they are built from the same
 * repository). The platform package holds the session and the other shared state, so it is one copy too.
 */
export const ownPackages: Record<string, SharedConfig> = {
  '@progression/platform': { singleton: true, requiredVersion: false },
  '@progression/api-client': { requiredVersion: false },
  '@progression/ui': { requiredVersion: false },
  '@progression/contracts': { requiredVersion: false },
  '@progression/card-ui': { requiredVersion: false },
};

interface PackageJson {
  version?: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

function readJson(file: string): PackageJson {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as PackageJson;
}

function installedVersion(name: string, dir: string): string | undefined {
  try {
    return readJson(require.resolve(`${name}/package.json`, { paths: [dir] })).version;
  } catch {
    return undefined;
  }
}

/**
 * The `shared` option for the package in `dir`: every tier-one library that is installed (at the range the
 * package declares, or the installed version as `^x.y.z`), and every own package that is installed.
 */
export function sharedDependencies(dir: string): Record<string, SharedConfig> {
  const manifest = readJson(path.join(dir, 'package.json'));
  const declared = { ...manifest.peerDependencies, ...manifest.devDependencies, ...manifest.dependencies };
  const shared: Record<string, SharedConfig> = {};
  for (const name of singletonPackages) {
    const version = installedVersion(name, dir);
    if (!version) continue;
    const config = { singleton: true, strictVersion: true, requiredVersion: declared[name] ?? `^${version}` };
    shared[name] = config;
    // Subpath imports (react-dom/client) resolve to the same single copy.
    if (name === 'react-dom') shared['react-dom/'] = config;
  }
  for (const [name, config] of Object.entries(ownPackages)) {
    if (installedVersion(name, dir)) shared[name] = config;
  }
  return shared;
}
