import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findRepoRoot } from './lib/repo.mjs';
import { shapeDrift } from './lib/service-shape';

const root = findRepoRoot(__dirname);
const template = join(root, 'services', '_template');
// Every folder under services/ with a package.json, the template included.
const services = readdirSync(join(root, 'services'))
  .filter((name) => existsSync(join(root, 'services', name, 'package.json')))
  .sort();

describe('the service shape', () => {
  it.each(services)('services/%s has it', (service) => {
    expect(shapeDrift(join(root, 'services', service))).toEqual([]);
  });
});

describe('the shape check', () => {
  let copy: string;
  beforeEach(() => {
    copy = join(mkdtempSync(join(tmpdir(), 'service-shape-')), 'drifted');
    cpSync(template, copy, {
      recursive: true,
      filter: (path) => !path.includes('node_modules') && !path.includes('/dist'),
    });
  });
  afterEach(() => rmSync(join(copy, '..'), { recursive: true, force: true }));

  const write = (path: string, content = 'export {};\n') => {
    mkdirSync(join(copy, path, '..'), { recursive: true });
    writeFileSync(join(copy, path), content);
  };

  it('finds nothing to say about a copy of the template', () => {
    expect(shapeDrift(copy)).toEqual([]);
  });

  it('names each drift: missing files, loose files, route folders, presenters, http/ folders, hand-written clients', () => {
    rmSync(join(copy, 'README.md'));
    rmSync(join(copy, 'src', 'policies.ts'));
    rmSync(join(copy, 'src', 'routes', 'notes', 'schema.ts'));
    renameSync(join(copy, 'src', 'models', 'note.presenter.ts'), join(copy, 'src', 'present-note.ts'));
    write('src/routes/game.ts');
    write(
      'src/routes/decks/index.ts',
      "import { authenticate } from '@progression/service-kit';\nauthenticate(keys);\n",
    );
    write('src/http/server.ts', 'app.listen(8080);\n');
    write('src/read/catalog.ts', "serviceClient({ baseUrl: '' });\n");
    write('src/domain/game-of.ts', 'games.get(`/internal/progression-game/${id}`, game);\n');
    write('src/events/game-events.ts');
    write('src/models/card.presenter.ts');
    expect(shapeDrift(copy)).toEqual([
      'README.md is missing',
      'src/policies.ts is missing',
      'src/http/ is not part of the shape and README.md does not describe it',
      'src/present-note.ts is a loose file: only app.ts, index.ts, env.ts, policies.ts sit at the top of src/',
      'src/read/: the layer between routes and models is src/domain/ in every service',
      'src/routes/decks/schema.ts is missing',
      'src/routes/decks/ has no test',
      'src/routes/game.ts is a loose file: each resource is a folder src/routes/<resource>/',
      'src/routes/notes/schema.ts is missing',
      'src/models/card.presenter.ts has no model card.ts beside it',
      'src/events/game-events.ts: src/events/ holds only handlers/ (one handler a file)',
      "src/domain/game-of.ts writes another service's path: declare the call in the contracts' calls/ (callClient)",
      'src/http/server.ts: there are no http/ folders; routes live in src/routes/',
      'src/present-note.ts: presenters live beside their model, src/models/<model>.presenter.ts',
      "src/read/catalog.ts makes a hand-written service client: build it from the callee's declarations (callClient)",
      "src/routes/decks/index.ts calls authenticate(): the app's one authenticate() guards every route",
      'src/models/note.ts has no note.presenter.ts beside it (or README.md\'s "## Internal models" names it)',
    ]);
  });

  it('asks no schema.ts of a route folder that serves only declared calls (their schemas are the declarations)', () => {
    const served = 'serveCall(router, gamesCalls.internalGame, ({ params }) => read(params.id));\n';
    write('src/routes/internal/index.ts', served);
    write('src/routes/internal/calls.test.ts');
    expect(shapeDrift(copy)).toEqual([]);
    write(
      'src/routes/internal/index.ts',
      `${served}router.get('/internal/x', one, (ctx) => one.input(ctx));\n`,
    );
    expect(shapeDrift(copy)).toEqual(['src/routes/internal/schema.ts is missing']);
  });

  it('names a route folder not named after the path it serves', () => {
    write(
      'src/routes/scores/index.ts',
      "const router = new Router({ prefix: '/rest/api' });\nrouter.get('/match-config', x);\n",
    );
    write('src/routes/scores/schema.ts');
    write('src/routes/scores/scores.test.ts');
    // A file adding routes to its folder's router is read under the index's prefix; a plural is the same name.
    write('src/routes/notes/files.ts', "router.get('/:id/export', x);\n");
    expect(shapeDrift(copy)).toEqual([
      'src/routes/scores/ serves /rest/api/match-config first: a route folder is named after the path it serves',
    ]);
  });

  it('names policies that are not one object', () => {
    const policies = join(copy, 'src', 'policies.ts');
    writeFileSync(
      policies,
      `${readFileSync(policies, 'utf8')}\nexport const visible = {};\nexport async function gameOf() {}\n`,
    );
    expect(shapeDrift(copy)).toEqual([
      'src/policies.ts exports visible, gameOf beside policies: put them in the one object',
    ]);
    writeFileSync(policies, 'export function mayRead() {}\n');
    expect(shapeDrift(copy)).toEqual([
      'src/policies.ts exports no policies object: the rules routes ask are one `policies`',
      'src/policies.ts exports mayRead beside policies: put them in the one object',
    ]);
  });

  it('names a model without its presenter beside it, unless the README names it internal', () => {
    write('src/models/standing.ts');
    expect(shapeDrift(copy)).toEqual([
      'src/models/standing.ts has no standing.presenter.ts beside it (or README.md\'s "## Internal models" names it)',
    ]);
    const readme = join(copy, 'README.md');
    writeFileSync(
      readme,
      `${readFileSync(readme, 'utf8')}\n## Internal models\n\n- \`models/standing.ts\`: counters, never answered.\n`,
    );
    expect(shapeDrift(copy)).toEqual([]);
  });

  it('names the layer between routes and models by any other name than domain/, even described', () => {
    write('src/store/notes.ts');
    write('src/drafting/stages.ts');
    writeFileSync(join(copy, 'README.md'), '# x\n\n- `src/store/`, `src/drafting/`: the layer.\n');
    expect(shapeDrift(copy)).toEqual([
      'src/drafting/: the layer between routes and models is src/domain/ in every service',
      'src/store/: the layer between routes and models is src/domain/ in every service',
    ]);
  });

  it('accepts a folder beyond the shape that the README describes', () => {
    write('src/import/run-import.ts');
    expect(shapeDrift(copy)).toEqual([
      'src/import/ is not part of the shape and README.md does not describe it',
    ]);
    writeFileSync(join(copy, 'README.md'), '# x\n\n- `src/import/`: the card import, run at start.\n');
    expect(shapeDrift(copy)).toEqual([]);
  });

  it('refuses an app that listens or exports no createApp, and a service package with exports', () => {
    writeFileSync(join(copy, 'src', 'app.ts'), 'export const app = 1;\napp.listen(1);\n');
    writeFileSync(
      join(copy, 'package.json'),
      JSON.stringify({ name: 'x', exports: { './testing': './t.ts' } }),
    );
    expect(shapeDrift(copy)).toEqual([
      'package.json has exports: nothing imports a service',
      'src/app.ts does not export function createApp(deps)',
      'src/app.ts listens: only src/index.ts does',
      "src/app.ts does not hand the service's one authenticate() to createServiceApp",
    ]);
  });

  it('refuses an app whose authenticate() does not refuse revoked tokens', () => {
    const app = join(copy, 'src', 'app.ts');
    writeFileSync(
      app,
      readFileSync(app, 'utf8').replace(/authenticate\(env, \{[^}]*\}\)/, 'authenticate(env)'),
    );
    expect(shapeDrift(copy)).toEqual([
      'src/app.ts does not give authenticate() an isRevoked: logged-out tokens would pass',
    ]);
  });
});
