import http from 'node:http';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { collectionImportLimits } from '@progression/contracts';
import { createLogger, createMetrics } from '@progression/service-kit';
import {
  badTokenKinds,
  badTokens,
  bearerFor,
  serviceBearer,
  TEST_KEYS,
} from '@progression/service-kit/testing';
import { createGateway } from './app';
import { readEnv } from './env';
import { createInternalApp } from './internal-app';

interface Seen {
  method?: string;
  url?: string;
  headers?: http.IncomingHttpHeaders;
  body?: string;
}

/** A service stand-in that answers with what it received, and a readiness report. */
function startUpstream(
  name: string,
  ready = true,
  checks: Record<string, string> = { mongo: ready ? 'ok' : 'fail' },
) {
  const seen: Seen = {};
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      if (req.url === '/readyz') {
        res.writeHead(ready ? 200 : 503, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ status: ready ? 'ok' : 'fail', checks }));
        return;
      }
      Object.assign(seen, { method: req.method, url: req.url, headers: req.headers, body });
      // A service that waited for a client's consistency token, and published a later event.
      const token = Number(req.headers['progression-consistency']);
      const consistency = token
        ? { 'progression-consistency': String(token + 1), 'progression-consistency-reached': 'true' }
        : {};
      res.writeHead(200, { 'content-type': 'application/json', ...consistency });
      res.end(JSON.stringify({ service: name }));
    });
  });
  return new Promise<{ url: string; seen: Seen; close: () => Promise<void> }>((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      resolve({
        url: `http://127.0.0.1:${port}`,
        seen,
        close: () => new Promise((done) => server.close(() => done())),
      });
    }),
  );
}

const user = { id: '64b000000000000000000001', username: 'Yugi' };
let identity: Awaited<ReturnType<typeof startUpstream>>;
let drafts: Awaited<ReturnType<typeof startUpstream>>;
let modes: Awaited<ReturnType<typeof startUpstream>>;
let root: string;

function envWith(extra: Record<string, string> = {}) {
  return readEnv({
    ...TEST_KEYS,
    IDENTITY_URL: identity.url,
    DRAFTS_URL: drafts.url,
    MODES_URL: modes.url,
    SHELL_DIST: join(root, 'shell', 'dist'),
    MF_DIST_ROOT: root,
    BODY_LIMIT_BYTES: '1024',
    AUTH_RATE_LIMIT_BURST: '1000',
    ...extra,
  });
}

const gateway = (extra: Record<string, string> = {}) =>
  createGateway({ env: envWith(extra), logger: createLogger('gateway', 'silent') }).callback();
const internalPort = (extra: Record<string, string> = {}) =>
  createInternalApp({
    env: envWith(extra),
    logger: createLogger('gateway', 'silent'),
    metrics: createMetrics('gateway'),
  }).callback();

beforeAll(async () => {
  [identity, drafts, modes] = await Promise.all([
    startUpstream('identity'),
    startUpstream('drafts'),
    startUpstream('modes'),
  ]);
  root = await mkdtemp(join(tmpdir(), 'gateway-dist-'));
  await mkdir(join(root, 'shell', 'dist'), { recursive: true });
  await writeFile(join(root, 'shell', 'dist', 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(join(root, 'shell', 'dist', 'main.0123abcd89.js'), 'console.log(1)');
  await mkdir(join(root, 'mf-games', 'dist'), { recursive: true });
  await writeFile(join(root, 'mf-games', 'dist', 'remoteEntry.js'), 'var mf_games;');
  await writeFile(join(root, 'mf-games', 'dist', 'chunk.89abcdef01.js'), '1');
});

afterAll(async () => {
  await Promise.all([identity.close(), drafts.close(), modes.close()]);
  await rm(root, { recursive: true, force: true });
});

describe('gateway routing', () => {
  it('forwards /authentication without a token, path, body and request id unchanged', async () => {
    await request(gateway())
      .post('/authentication/login?x=1')
      .set('x-request-id', 'req-42')
      .send({ username: 'Yugi', password: 'secret-pass' })
      .expect(200, { service: 'identity' });
    expect(identity.seen).toMatchObject({ method: 'POST', url: '/authentication/login?x=1' });
    expect(identity.seen.headers?.['x-request-id']).toBe('req-42');
    expect(JSON.parse(identity.seen.body ?? '')).toEqual({ username: 'Yugi', password: 'secret-pass' });
  });

  it('sends the most specific row first: demo drafts to drafts, other mode routes to modes', async () => {
    const bearer = bearerFor(user);
    await request(gateway())
      .post('/rest/api/progression-mode/m1/week/2/demo-draft')
      .set('authorization', bearer)
      .expect(200, { service: 'drafts' });
    await request(gateway())
      .get('/rest/api/progression-mode')
      .set('authorization', bearer)
      .expect(200, { service: 'modes' });
  });

  it('answers 503 for a service with no URL configured', async () => {
    const response = await request(gateway())
      .get('/rest/api/deck?gameId=1')
      .set('authorization', bearerFor(user))
      .expect(503);
    expect(response.body.message).toContain('decks');
  });

  it('answers unknown API routes with a JSON 404', async () => {
    await request(gateway()).get('/rest/api/nothing-here').set('authorization', bearerFor(user)).expect(404, {
      message: 'Not found',
    });
    await request(gateway()).get('/rest/api').set('authorization', bearerFor(user)).expect(404);
  });

  it('never forwards internal routes or paths that climb out of their prefix', async () => {
    await request(gateway()).get('/internal/users').set('accept', 'application/json').expect(404);
    await request(gateway())
      .get('/rest/api/progression-mode/..%2f..%2finternal/users')
      .set('authorization', bearerFor(user))
      .expect(404);
  });
});

describe('gateway token check', () => {
  it('needs a token for /rest/api', async () => {
    await request(gateway()).get('/rest/api/app-user?userId=1').expect(401);
  });

  it.each(badTokenKinds)('refuses a %s token', async (kind) => {
    const response = await request(gateway())
      .get('/rest/api/app-user?userId=1')
      .set('authorization', `Bearer ${badTokens(user)[kind]}`)
      .expect(401);
    expect(response.body).toEqual({ message: 'You must be logged in' });
  });

  it('refuses a service token: services call each other directly, never through the public door', async () => {
    await request(gateway())
      .get('/rest/api/app-user?userId=1')
      .set('authorization', serviceBearer('games'))
      .expect(401);
  });

  it("passes the consistency token both ways: the client's to the service, the service's answer back", async () => {
    const response = await request(gateway())
      .put('/rest/api/draft-pack/status')
      .set('authorization', bearerFor(user))
      .set('Progression-Consistency', '41')
      .expect(200);
    expect(drafts.seen.headers?.['progression-consistency']).toBe('41');
    expect(response.headers['progression-consistency']).toBe('42');
    expect(response.headers['progression-consistency-reached']).toBe('true');
  });

  it('forwards the caller token to the service', async () => {
    const bearer = bearerFor(user);
    await request(gateway()).get('/rest/api/app-user?userId=1').set('authorization', bearer).expect(200);
    expect(identity.seen.headers?.authorization).toBe(bearer);
  });
});

describe('gateway limits and headers', () => {
  it('refuses a declared body over the limit with 413', async () => {
    await request(gateway())
      .post('/authentication/register')
      .send({ username: 'x'.repeat(2000) })
      .expect(413, { message: 'The request body is too large' });
  });

  it('refuses a streamed body over the limit with 413', async () => {
    const app = gateway();
    const server = http.createServer(app).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as { port: number };
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request({ port, host: '127.0.0.1', method: 'POST', path: '/authentication/register' });
      req.setHeader('content-type', 'application/json');
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.write('x'.repeat(800));
      req.end('y'.repeat(800));
    });
    server.close();
    expect(status).toBe(413);
  });

  it("takes an upload up to its route's own limit, beyond the general one", async () => {
    const collection = await startUpstream('collection');
    try {
      const app = gateway({ COLLECTION_URL: collection.url });
      const bearer = bearerFor(user);
      const csv = 'x'.repeat(2000);
      await request(app)
        .post('/rest/api/collection/import?gameId=g&playerId=p')
        .set('authorization', bearer)
        .set('content-type', 'text/csv')
        .send(csv)
        .expect(200);
      expect(collection.seen.body).toBe(csv);
      await request(app)
        .post('/rest/api/collection')
        .set('authorization', bearer)
        .set('content-type', 'text/csv')
        .send(csv)
        .expect(413);
      await request(app)
        .post('/rest/api/collection/import?gameId=g&playerId=p')
        .set('authorization', bearer)
        .set('content-type', 'text/csv')
        .send('x'.repeat(collectionImportLimits.maxBytes + 1))
        .expect(413);
    } finally {
      await collection.close();
    }
  });

  it('rate-limits the authentication routes per client', async () => {
    const app = gateway({ AUTH_RATE_LIMIT_BURST: '2', AUTH_RATE_LIMIT_PER_MINUTE: '1' });
    await request(app).post('/authentication/login').send({}).expect(200);
    await request(app).post('/authentication/login').send({}).expect(200);
    await request(app).post('/authentication/login').send({}).expect(429);
  });

  it('keeps verify off the login budget: a page load spends none of it', async () => {
    const app = gateway({ AUTH_RATE_LIMIT_BURST: '2', AUTH_RATE_LIMIT_PER_MINUTE: '1' });
    for (let reload = 0; reload < 5; reload += 1) {
      await request(app).post('/authentication/verify').send({ token: 'x' }).expect(200);
    }
    await request(app).post('/authentication/login').send({}).expect(200);
    await request(app).post('/authentication/register').send({}).expect(200);
    await request(app).post('/authentication/login').send({}).expect(429);
  });

  it.each([
    ['without a proxy in front', {}],
    ['behind one trusted proxy', { TRUST_PROXY: 'true' }],
  ])('keeps the login limit %s whatever X-Forwarded-For a client forges', async (_case, extra) => {
    const app = gateway({ AUTH_RATE_LIMIT_BURST: '2', AUTH_RATE_LIMIT_PER_MINUTE: '1', ...extra });
    // The proxy appends the address it saw (the same client each time) after whatever the client sent.
    const forged = (attempt: number) => `198.51.100.${attempt}, 203.0.113.7`;
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await request(app).post('/authentication/login').set('x-forwarded-for', forged(attempt)).expect(200);
    }
    await request(app).post('/authentication/login').set('x-forwarded-for', forged(9)).expect(429);
  });

  it('forwards only the client address it decided, never what a client forged', async () => {
    await request(gateway({ TRUST_PROXY: 'true' }))
      .post('/authentication/login')
      .set('x-forwarded-for', '198.51.100.1, 203.0.113.7')
      .send({})
      .expect(200);
    expect(identity.seen.headers?.['x-forwarded-for']).toBe('203.0.113.7');
  });

  it('counts each client its proxy names on its own', async () => {
    const app = gateway({ AUTH_RATE_LIMIT_BURST: '1', AUTH_RATE_LIMIT_PER_MINUTE: '1', TRUST_PROXY: 'true' });
    await request(app).post('/authentication/login').set('x-forwarded-for', '203.0.113.7').expect(200);
    await request(app).post('/authentication/login').set('x-forwarded-for', '203.0.113.7').expect(429);
    await request(app).post('/authentication/login').set('x-forwarded-for', '203.0.113.8').expect(200);
  });

  it('sets security headers with a CSP fitting the app', async () => {
    const response = await request(gateway()).get('/healthz');
    const csp = response.headers['content-security-policy'];
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data:");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-request-id']).toBeDefined();
  });
});

describe('GET /healthz', () => {
  it('says only up on the public port, with every service ready', async () => {
    await request(gateway()).get('/healthz').expect(200, { status: 'ok' });
  });

  it('says only down on the public port, naming no service', async () => {
    const failing = await startUpstream('games', false);
    const response = await request(gateway({ GAMES_URL: failing.url })).get('/healthz');
    await failing.close();
    expect(response.status).toBe(503);
    expect(response.body).toEqual({ status: 'fail' });
  });

  it('reports every configured service on the internal port, 200 when all are ready', async () => {
    const response = await request(internalPort()).get('/healthz').expect(200);
    expect(response.body).toEqual({
      status: 'ok',
      services: {
        identity: { status: 'ok', checks: { mongo: 'ok' } },
        drafts: { status: 'ok', checks: { mongo: 'ok' } },
        modes: { status: 'ok', checks: { mongo: 'ok' } },
      },
    });
  });

  it('answers 503 on the internal port naming the service that is not ready or not reachable', async () => {
    const failing = await startUpstream('games', false);
    const response = await request(
      internalPort({ GAMES_URL: failing.url, CATALOG_URL: 'http://127.0.0.1:1' }),
    ).get('/healthz');
    await failing.close();
    expect(response.status).toBe(503);
    expect(response.body.services.games).toEqual({ status: 'fail', checks: { mongo: 'fail' } });
    expect(response.body.services.catalog.status).toBe('unreachable');
  });

  it("shows the catalog's first import progress on the internal port, and only down publicly", async () => {
    const importing = await startUpstream('catalog', false, { mongo: 'ok', catalog: 'importing 12%' });
    const detailed = await request(internalPort({ CATALOG_URL: importing.url })).get('/healthz');
    const publicly = await request(gateway({ CATALOG_URL: importing.url })).get('/healthz');
    await importing.close();
    expect(detailed.status).toBe(503);
    expect(detailed.body.services.catalog).toEqual({
      status: 'fail',
      checks: { mongo: 'ok', catalog: 'importing 12%' },
    });
    expect(publicly.status).toBe(503);
    expect(publicly.body).toEqual({ status: 'fail' });
  });
});

describe('GET /metrics', () => {
  it('is served on the internal port only', async () => {
    const metrics = createMetrics('gateway');
    const logger = createLogger('gateway', 'silent');
    const app = createGateway({ env: envWith(), logger, metrics }).callback();
    await request(app).get('/rest/api/nothing-here').set('authorization', bearerFor(user)).expect(404);
    await request(app).get('/metrics').set('accept', 'application/json').expect(404);
    const scraped = await request(createInternalApp({ env: envWith(), logger, metrics }).callback())
      .get('/metrics')
      .expect(200);
    expect(scraped.text).toContain('http_request_duration_seconds_count');
  });
});

describe('gateway static files', () => {
  it("serves the shell's index.html with no-cache for app routes", async () => {
    const response = await request(gateway())
      .get('/games/game/1/decks')
      .set('accept', 'text/html')
      .expect(200);
    expect(response.text).toContain('<div id="root">');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed shell assets with a long cache', async () => {
    const response = await request(gateway()).get('/main.0123abcd89.js').expect(200);
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.headers['content-type']).toContain('javascript');
  });

  it('serves microfrontend assets, remoteEntry.js never cached stale', async () => {
    const entry = await request(gateway()).get('/mf/mf-games/remoteEntry.js').expect(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
    const chunk = await request(gateway()).get('/mf/mf-games/chunk.89abcdef01.js').expect(200);
    expect(chunk.headers['cache-control']).toContain('immutable');
    await request(gateway())
      .get('/mf/mf-games/../../shell/dist/index.html')
      .set('accept', 'application/json')
      .expect(404);
  });

  it('generates the federation manifest from the built microfrontends', async () => {
    const response = await request(gateway()).get('/federation-manifest.json').expect(200);
    expect(response.body).toEqual({
      remotes: { mf_games: expect.stringMatching(/^\/mf\/mf-games\/remoteEntry\.js\?v=[0-9a-f]{12}$/) },
    });
  });

  it('serves the manifest file named by FEDERATION_MANIFEST', async () => {
    const file = join(root, 'manifest.json');
    await writeFile(
      file,
      JSON.stringify({ remotes: { mf_games: 'https://games.example.com/remoteEntry.js' } }),
    );
    await request(gateway({ FEDERATION_MANIFEST: file }))
      .get('/federation-manifest.json')
      .expect(200, { remotes: { mf_games: 'https://games.example.com/remoteEntry.js' } });
  });

  it('answers a JSON 404 to a non-HTML request for an unknown file', async () => {
    await request(gateway())
      .get('/nothing.js')
      .set('accept', 'application/json')
      .expect(404, { message: 'Not found' });
  });
});
