import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, readdir, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import type { Context, Middleware } from 'koa';
import { CompressedAssets } from './compressed-assets';
import { isCompressible, negotiateEncoding } from './compression';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

// Webpack names long-lived assets with a content hash (e.g. main.3f2a9c1b.js); they never change.
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;
const NEVER_STALE = /(^|\/)(index\.html|remoteEntry\.js|[^/]*manifest[^/]*\.json)$/;

/** Cache policy: entry points and manifests revalidate every time, hashed assets are kept for a year. */
export function cacheControlFor(filePath: string): string {
  if (NEVER_STALE.test(filePath)) return 'no-cache';
  if (HASHED.test(filePath)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/** The file under `root` a URL path names, or undefined when it escapes the root or is not a file. */
export async function fileUnder(root: string, urlPath: string): Promise<string | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const base = resolve(root);
  const file = resolve(base, `.${decoded.startsWith('/') ? decoded : `/${decoded}`}`);
  if (file !== base && !file.startsWith(base + sep)) return undefined;
  const info = await stat(file).catch(() => undefined);
  return info?.isFile() ? file : undefined;
}

/**
 * Sends a file with its type, length and cache policy; text-like files compressed (brotli or gzip, as the
 * client accepts) from `assets`.
 */
export async function sendFile(ctx: Context, file: string, assets?: CompressedAssets): Promise<void> {
  const info = await stat(file);
  const type = contentTypes[extname(file).toLowerCase()] ?? 'application/octet-stream';
  ctx.status = 200;
  ctx.type = type;
  ctx.lastModified = info.mtime;
  ctx.set('Cache-Control', cacheControlFor(file.split(sep).join('/')));
  const compressible = !!assets && isCompressible(type);
  if (compressible) ctx.vary('Accept-Encoding');
  const encoding = compressible && ctx.method !== 'HEAD' ? negotiateEncoding(ctx) : undefined;
  const compressed = encoding ? await assets!.get(file, info, encoding) : undefined;
  if (encoding && compressed) {
    ctx.set('Content-Encoding', encoding);
    ctx.body = compressed.body;
    ctx.length = compressed.length;
    return;
  }
  ctx.length = info.size;
  ctx.body = ctx.method === 'HEAD' ? null : createReadStream(file);
}

const MICROFRONTEND = /^mf-[a-z0-9-]+$/;

/** The federation name of a microfrontend folder: `mf-games` -> `mf_games`. */
export const federationName = (folder: string) => folder.replace(/-/g, '_');

/** `{remotes: {mf_games: '/mf/mf-games/remoteEntry.js?v=<hash>'}}` for every built microfrontend present. */
export async function generateFederationManifest(
  mfRoot: string,
): Promise<{ remotes: Record<string, string> }> {
  const folders = (await readdir(mfRoot).catch(() => [] as string[]))
    .filter((name) => MICROFRONTEND.test(name))
    .sort();
  const remotes: Record<string, string> = {};
  for (const folder of folders) {
    const entry = await readFile(join(mfRoot, folder, 'dist', 'remoteEntry.js')).catch(() => undefined);
    if (!entry) continue;
    const version = createHash('sha256').update(entry).digest('hex').slice(0, 12);
    remotes[federationName(folder)] = `/mf/${folder}/remoteEntry.js?v=${version}`;
  }
  return { remotes };
}

export interface StaticOptions {
  shellDist: string;
  mfRoot: string;
  /** A manifest file to serve as is (production); otherwise one is generated from the dist folders. */
  federationManifest?: string;
}

const isApiPath = (path: string) =>
  path === '/rest/api' ||
  path.startsWith('/rest/api/') ||
  path === '/authentication' ||
  path.startsWith('/authentication/');

/**
 * The frontends: `/federation-manifest.json`, `/mf/<folder>/...` from each microfrontend's dist, the
 * shell's files, and the shell's index.html for any other page the browser asks for (client routes).
 */
export function serveFrontends(options: StaticOptions): Middleware {
  const assets = new CompressedAssets();
  return async function frontends(ctx, next) {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    const path = ctx.path;
    if (path === '/federation-manifest.json') {
      ctx.set('Cache-Control', 'no-cache');
      ctx.type = 'application/json; charset=utf-8';
      ctx.body = options.federationManifest
        ? await readFile(options.federationManifest, 'utf8')
        : await generateFederationManifest(options.mfRoot);
      return;
    }
    if (path.startsWith('/mf/')) {
      const [, , folder, ...rest] = path.split('/');
      if (!MICROFRONTEND.test(folder ?? '')) return next();
      const file = await fileUnder(join(options.mfRoot, folder, 'dist'), `/${rest.join('/')}`);
      return file ? sendFile(ctx, file, assets) : next();
    }
    if (isApiPath(path)) return next();
    const file = path === '/' ? undefined : await fileUnder(options.shellDist, path);
    if (file) return sendFile(ctx, file, assets);
    if (ctx.accepts('html') === 'html') {
      const index = await fileUnder(options.shellDist, '/index.html');
      if (index) return sendFile(ctx, index, assets);
    }
    return next();
  };
}
