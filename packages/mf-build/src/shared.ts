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
 * Tier one: libraries that hold page-wide state (React's dispatcher, styled-components' style sheet,
 * single-spa's registry and the query client's caches). Exactly one copy may run, at a version every
 * microfrontend accepts. `react/` and `react-dom/` share their subpaths (`react/jsx-runtime`,
 * `react-dom/client`) too.
 *
 * The router is shared as `@progression/router` (tier two), which re-exports only the parts of
 * react-router-dom the areas use: a shared module cannot be tree-shaken, and react-router-dom whole, its
 * server code included, is 61 KB gzip against about 16 KB. rxjs is one copy without being shared: only
 * the platform (itself one copy) uses it, so it is bundled with the platform, just the two parts it uses
 * (18 KB gzip when shared whole).
 */
export const singletonPackages = [
  'react',
  'react-dom',
  'styled-components',
  'single-spa',
  'single-spa-react',
  '@tanstack/react-query',
] as const;

/**
 * Tier two: the project's own packages, shared loosely (any version goes: they are built from the same
 * repository). The platform package holds the session and the other shared state, and the router its
 * contexts, so each is one copy too.
 */
export const ownPackages: Record<string, SharedConfig> = {
  '@progression/platform': { singleton: true, requiredVersion: false },
  '@progression/router': { singleton: true, requiredVersion: false },
  '@progression/api-client': { requiredVersion: false },
  '@progression/ui': { requiredVersion: false },
  '@progression/contracts': { requiredVersion: false },
  // Its light entry points too (texts/platform, read by every area's platform views), one copy a page.
  '@progression/contracts/': { requiredVersion: false },
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

/**
 * The version of `name` as installed for `dir`. Looked up in the node_modules folders Node would search,
 * not through `require.resolve('<name>/package.json')`: a package whose `exports` leave out its
 * package.json (as the contracts' do) would otherwise count as not installed, and go unshared.
 */
function installedVersion(name: string, dir: string): string | undefined {
  for (const folder of nodeModulesFolders(dir)) {
    const manifest = path.join(folder, name, 'package.json');
    if (fs.existsSync(manifest)) return readJson(manifest).version;
  }
  return undefined;
}

/** `dir/node_modules` and that of every folder above it, nearest first (Node's search order). */
function nodeModulesFolders(dir: string): string[] {
  const folders: string[] = [];
  for (let current = path.resolve(dir); ; current = path.dirname(current)) {
    folders.push(path.join(current, 'node_modules'));
    if (path.dirname(current) === current) return folders;
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
    // Subpath imports (react-dom/client, react/jsx-runtime) resolve to the same single copy.
    if (name === 'react' || name === 'react-dom') shared[`${name}/`] = config;
  }
  for (const [name, config] of Object.entries(ownPackages)) {
    if (installedVersion(name, dir)) shared[name] = config;
  }
  return shared;
}
