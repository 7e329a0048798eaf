// The shape every service has (services/_template is the reference), as a list of drifts from it: each
// names the file or folder and what is wrong, so a failing shape test says what to move.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The files at the top of src/, each with its one job. */
const topFiles = ['app.ts', 'index.ts', 'env.ts', 'policies.ts'];
/** The folders every service has. */
const requiredFolders = ['routes', 'models', 'domain'];
/** The folders of the shape; any other top-level folder must be described in the README. */
const shapeFolders = new Set([...requiredFolders, 'clients', 'events', 'testing']);
/** Names the layer between routes and models has had: it is src/domain/ in every service, README or not. */
const otherLayerNames = new Set([
  'store',
  'read',
  'drafting',
  'services',
  'logic',
  'lib',
  'core',
  'repositories',
]);

const read = (path: string) => readFileSync(path, 'utf8');
const isFolder = (path: string) => existsSync(path) && statSync(path).isDirectory();
const entries = (dir: string) => (isFolder(dir) ? readdirSync(dir).sort() : []);
const isTest = (file: string) => file.endsWith('.test.ts');

/** Every .ts file under `dir`, relative to `base`. */
function sourceFiles(dir: string, base: string): string[] {
  return entries(dir).flatMap((name) => {
    const path = join(dir, name);
    if (isFolder(path)) return sourceFiles(path, base);
    return name.endsWith('.ts') ? [relative(base, path)] : [];
  });
}

function topLevelDrift(serviceDir: string, src: string): string[] {
  const drift: string[] = [];
  if (!existsSync(join(serviceDir, 'README.md'))) drift.push('README.md is missing');
  const readme = existsSync(join(serviceDir, 'README.md')) ? read(join(serviceDir, 'README.md')) : '';
  for (const file of topFiles) if (!existsSync(join(src, file))) drift.push(`src/${file} is missing`);
  for (const folder of requiredFolders)
    if (!isFolder(join(src, folder))) drift.push(`src/${folder}/ is missing`);
  for (const name of entries(src)) {
    const isTopFileTest = isTest(name) && topFiles.includes(name.replace(/\.test\.ts$/, '.ts'));
    if (isFolder(join(src, name))) {
      if (otherLayerNames.has(name))
        drift.push(`src/${name}/: the layer between routes and models is src/domain/ in every service`);
      else if (!shapeFolders.has(name) && !readme.includes(`${name}/`))
        drift.push(`src/${name}/ is not part of the shape and README.md does not describe it`);
    } else if (!topFiles.includes(name) && !isTopFileTest) {
      drift.push(`src/${name} is a loose file: only ${topFiles.join(', ')} sit at the top of src/`);
    }
  }
  const manifest = JSON.parse(read(join(serviceDir, 'package.json'))) as { exports?: unknown };
  if (manifest.exports) drift.push('package.json has exports: nothing imports a service');
  return drift;
}

function entryPointDrift(src: string): string[] {
  const drift: string[] = [];
  const app = existsSync(join(src, 'app.ts')) ? read(join(src, 'app.ts')) : '';
  if (app && !/export (async )?function createApp\(/.test(app))
    drift.push('src/app.ts does not export function createApp(deps)');
  if (/\.listen\(/.test(app)) drift.push('src/app.ts listens: only src/index.ts does');
  if (app && !/\bauthenticate:/.test(app))
    drift.push("src/app.ts does not hand the service's one authenticate() to createServiceApp");
  if (app && /\bauthenticate:/.test(app) && !/\bisRevoked\b/.test(app))
    drift.push('src/app.ts does not give authenticate() an isRevoked: logged-out tokens would pass');
  const index = existsSync(join(src, 'index.ts')) ? read(join(src, 'index.ts')) : '';
  if (index && !index.includes('runService('))
    drift.push('src/index.ts does not start the service with runService');
  return drift;
}

function routesDrift(src: string): string[] {
  const drift: string[] = [];
  const routes = join(src, 'routes');
  for (const name of entries(routes)) {
    const folder = join(routes, name);
    if (!isFolder(folder)) {
      drift.push(`src/routes/${name} is a loose file: each resource is a folder src/routes/<resource>/`);
      continue;
    }
    const files = entries(folder);
    // A folder serving only declared calls reads its schemas from the declarations, so has no schema.ts.
    const index = files.includes('index.ts') ? read(join(folder, 'index.ts')) : '';
    const servesDeclaredCallsOnly = /\bserveCall\(/.test(index) && !/\bvalidate\(|\.input\(/.test(index);
    for (const required of ['index.ts', ...(servesDeclaredCallsOnly ? [] : ['schema.ts'])])
      if (!files.includes(required)) drift.push(`src/routes/${name}/${required} is missing`);
    if (!files.some(isTest)) drift.push(`src/routes/${name}/ has no test`);
    const unnamed = firstPaths(folder).filter((path) => !namedAfter(name, path));
    if (unnamed.length > 0)
      drift.push(
        `src/routes/${name}/ serves ${unnamed.join(', ')} first: a route folder is named after the path it serves`,
      );
  }
  return drift;
}

/**
 * The first path each router of a route folder serves, as written: its prefix (or the folder's index.ts
 * prefix, for a file that adds routes to that router) joined to its first route. Declared calls
 * (serveCall) have their paths in the contracts and are left out.
 */
function firstPaths(folder: string): string[] {
  const prefixOf = (code: string) => /\bprefix: ['`]([^'`]*)['`]/.exec(code)?.[1];
  const index = existsSync(join(folder, 'index.ts')) ? read(join(folder, 'index.ts')) : '';
  return entries(folder)
    .filter((file) => file.endsWith('.ts') && !isTest(file))
    .flatMap((file) => {
      const code = read(join(folder, file));
      const prefix = prefixOf(code) ?? prefixOf(index) ?? '';
      const route = /\brouter\.(?:get|post|put|patch|delete|all)\(\s*['`]([^'`]*)['`]/.exec(code)?.[1];
      if (route === undefined) return prefixOf(code) ? [prefix] : [];
      return [`${prefix}${route}`];
    });
}

/** Whether `folder` names one of the path's segments (`/rest/api` and parameters aside), plural or not. */
function namedAfter(folder: string, path: string): boolean {
  const singular = (name: string) => name.replace(/s$/, '');
  return path
    .replace(/^\/rest\/api(?=\/|$)/, '')
    .split('/')
    .filter((segment) => segment && !segment.startsWith(':'))
    .some((segment) => singular(segment) === singular(folder));
}

/** A string that starts with a route path: outside a service's own routes, a call written by hand. */
const callPath = /['"`]\/(rest\/api|internal)\//;

function placementDrift(src: string): string[] {
  const drift: string[] = [];
  const models = join(src, 'models');
  for (const name of entries(models).filter((file) => file.endsWith('.presenter.ts'))) {
    const model = name.replace(/\.presenter\.ts$/, '.ts');
    if (!existsSync(join(models, model))) drift.push(`src/models/${name} has no model ${model} beside it`);
  }
  const events = join(src, 'events');
  for (const name of entries(events))
    if (name !== 'handlers' && !isTest(name))
      drift.push(`src/events/${name}: src/events/ holds only handlers/ (one handler a file)`);
  for (const file of sourceFiles(src, src)) {
    const path = `src/${file}`;
    const folders = file.split('/').slice(0, -1);
    if (folders.includes('http'))
      drift.push(`${path}: there are no http/ folders; routes live in src/routes/`);
    const code = read(join(src, file));
    if (/present/i.test(file.split('/').pop()!) && !file.startsWith('models/'))
      drift.push(`${path}: presenters live beside their model, src/models/<model>.presenter.ts`);
    if (file.startsWith('routes/') && /\bauthenticate\(/.test(code))
      drift.push(`${path} calls authenticate(): the app's one authenticate() guards every route`);
    if (/\bserviceClient\(/.test(code))
      drift.push(
        `${path} makes a hand-written service client: build it from the callee's declarations (callClient)`,
      );
    if (
      !isTest(file) &&
      !['routes', 'bench', 'scripts', 'testing'].includes(folders[0]!) &&
      callPath.test(code)
    )
      drift.push(
        `${path} writes another service's path: declare the call in the contracts' calls/ (callClient)`,
      );
  }
  return drift;
}

/** The README's "Internal models" section: models whose documents never leave the service. */
function internalModelsOf(readme: string): string {
  const start = readme.search(/^## Internal models$/m);
  if (start < 0) return '';
  const end = readme.indexOf('\n## ', start + 1);
  return readme.slice(start, end < 0 ? undefined : end);
}

/** `policies` is one object per service, and every model a caller can see has its presenter beside it. */
function policiesAndPresentersDrift(serviceDir: string, src: string): string[] {
  const drift: string[] = [];
  const policiesFile = join(src, 'policies.ts');
  if (existsSync(policiesFile)) {
    const exported = [
      ...read(policiesFile).matchAll(/^export (?:async )?(?:const|function|let|class) (\w+)/gm),
    ]
      .map((match) => match[1]!)
      .filter((name) => name !== 'policies');
    if (!/^export const policies\b/m.test(read(policiesFile)))
      drift.push('src/policies.ts exports no policies object: the rules routes ask are one `policies`');
    if (exported.length > 0)
      drift.push(
        `src/policies.ts exports ${exported.join(', ')} beside policies: put them in the one object`,
      );
  }
  const readmePath = join(serviceDir, 'README.md');
  const internal = internalModelsOf(existsSync(readmePath) ? read(readmePath) : '');
  const models = join(src, 'models');
  for (const name of entries(models).filter((file) => file.endsWith('.ts') && !isTest(file))) {
    if (name.endsWith('.presenter.ts')) continue;
    const presenter = name.replace(/\.ts$/, '.presenter.ts');
    if (!existsSync(join(models, presenter)) && !internal.includes(`models/${name}`))
      drift.push(
        `src/models/${name} has no ${presenter} beside it (or README.md's "## Internal models" names it)`,
      );
  }
  return drift;
}

/** Every way the service in `serviceDir` differs from the shape; empty when it has the shape. */
export function shapeDrift(serviceDir: string): string[] {
  const src = join(serviceDir, 'src');
  if (!isFolder(src)) return ['src/ is missing'];
  return [
    ...topLevelDrift(serviceDir, src),
    ...entryPointDrift(src),
    ...routesDrift(src),
    ...placementDrift(src),
    ...policiesAndPresentersDrift(serviceDir, src),
  ];
}
