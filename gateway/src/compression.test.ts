import http from 'node:http';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import zlib from 'node:zlib';
import { createLogger } from '@progression/service-kit';
import { bearerFor, TEST_KEYS } from '@progression/service-kit/testing';
import { createGateway } from './app';
import { readEnv } from './env';

const users = Array.from({ length: 200 }, (_, index) => ({
  id: `user-${index}`,
  username: `Duelist ${index}`,
}));
const bigJson = JSON.stringify({ users });

/** A service stand-in: a large JSON answer, a small one, and a large one streamed without a length. */
function startUpstream() {
  const server = http.createServer((req, res) => {
    // Sized answers, as a Koa service sends JSON.
    const json = (body: string) => {
      res.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(body),
      });
      res.end(body);
    };
    if (req.url?.startsWith('/rest/api/app-user?size=big')) return json(bigJson);
    if (req.url?.startsWith('/rest/api/app-user?size=streamed')) {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.write(bigJson.slice(0, 1000));
      return setTimeout(() => res.end(bigJson.slice(1000)), 5);
    }
    json(JSON.stringify({ users: [] }));
  });
  return new Promise<{ url: string; close: () => Promise<void> }>((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    }),
  );
}

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

let upstream: Awaited<ReturnType<typeof startUpstream>>;
let root: string;
let gateway: http.Server;
let port: number;

/** A request with raw bytes back (no client-side decoding), so the encoding on the wire is checked. */
function get(path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

const decode = (answer: RawAnswer) => {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(answer.body).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(answer.body).toString();
  return answer.body.toString();
};

const bundle = `export const cards = ${JSON.stringify(users)};\n`.repeat(5);

beforeAll(async () => {
  upstream = await startUpstream();
  root = await mkdtemp(join(tmpdir(), 'gateway-compression-'));
  const shell = join(root, 'shell', 'dist');
  await mkdir(shell, { recursive: true });
  await writeFile(join(shell, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(join(shell, 'main.0123abcd89.js'), bundle);
  await writeFile(join(shell, 'vendor.89abcdef01.js'), bundle);
  // A build-time sibling, recognisable by content, that the gateway must send instead of compressing.
  await writeFile(join(shell, 'vendor.89abcdef01.js.br'), zlib.brotliCompressSync('prebuilt'));
  await writeFile(join(shell, 'logo.png'), Buffer.alloc(4096, 7));
  const env = readEnv({
    ...TEST_KEYS,
    IDENTITY_URL: upstream.url,
    SHELL_DIST: shell,
    MF_DIST_ROOT: root,
  });
  gateway = http.createServer(createGateway({ env, logger: createLogger('gateway', 'silent') }).callback());
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', () => resolve()));
  port = (gateway.address() as { port: number }).port;
});

afterAll(async () => {
  await new Promise((resolve) => gateway.close(resolve));
  await upstream.close();
  await rm(root, { recursive: true, force: true });
});

describe('gateway compression of API answers', () => {
  const auth = { authorization: bearerFor({ id: 'u1', username: 'Yugi' }) };

  it('sends a large JSON answer with brotli when the client accepts it, varying on Accept-Encoding', async () => {
    const answer = await get('/rest/api/app-user?size=big', {
      ...auth,
      'accept-encoding': 'gzip, deflate, br',
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.headers['content-type']).toContain('application/json');
    expect(answer.body.length).toBeLessThan(bigJson.length / 3);
    expect(JSON.parse(decode(answer))).toEqual({ users });
  });

  it('uses gzip for a client that accepts only gzip', async () => {
    const answer = await get('/rest/api/app-user?size=big', { ...auth, 'accept-encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decode(answer))).toEqual({ users });
  });

  it('compresses an answer the service streams without a length', async () => {
    const answer = await get('/rest/api/app-user?size=streamed', { ...auth, 'accept-encoding': 'br' });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decode(answer))).toEqual({ users });
  });

  it('sends small answers and answers to clients without Accept-Encoding as they are', async () => {
    const small = await get('/rest/api/app-user?size=small', { ...auth, 'accept-encoding': 'br, gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toEqual({ users: [] });
    const plain = await get('/rest/api/app-user?size=big', auth);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body.toString()).toBe(bigJson);
  });
});

describe('gateway compression of the built frontends', () => {
  it('serves a script compressed, the same bytes each time, with its length and cache policy', async () => {
    const first = await get('/main.0123abcd89.js', { 'accept-encoding': 'br' });
    const second = await get('/main.0123abcd89.js', { 'accept-encoding': 'br' });
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toMatch(/accept-encoding/i);
    expect(first.headers['cache-control']).toContain('immutable');
    expect(Number(first.headers['content-length'])).toBe(first.body.length);
    expect(second.body.equals(first.body)).toBe(true);
    expect(decode(first)).toBe(bundle);
    const gzipped = await get('/main.0123abcd89.js', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(decode(gzipped)).toBe(bundle);
  });

  it('sends a .br file written at build time instead of compressing', async () => {
    const answer = await get('/vendor.89abcdef01.js', { 'accept-encoding': 'br' });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(decode(answer)).toBe('prebuilt');
  });

  it('sends the file as it is to a client that accepts no compression', async () => {
    const answer = await get('/main.0123abcd89.js');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toBe(bundle);
  });

  it('never compresses images', async () => {
    const answer = await get('/logo.png', { 'accept-encoding': 'br, gzip' });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.length).toBe(4096);
  });
});
