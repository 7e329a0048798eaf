import { createHash } from 'node:crypto';
import type { Context, Middleware } from 'koa';
import { openApiDocument } from '@progression/contracts/openapi';
import { documentPath, renderApiDocsPage, themeScriptPath } from './page';
import { themeScript } from './theme-script';

/** The page's address. */
export const apiDocsPath = '/api-docs';

interface Cached {
  body: string;
  etag: string;
}

const cached = (body: string): Cached => ({
  body,
  etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
});

/** Answers a cached text, or 304 when the client holds it already; clients check again each time (`no-cache`). */
function send(ctx: Context, { body, etag }: Cached, type: string): void {
  ctx.set('Cache-Control', 'no-cache');
  ctx.set('ETag', etag);
  ctx.type = type;
  if (
    ctx
      .get('if-none-match')
      .split(/\s*,\s*/)
      .includes(etag)
  ) {
    ctx.status = 304;
    return;
  }
  ctx.body = body;
}

/**
 * The API's description, open to anyone: `GET /rest/api/openapi.json` (OpenAPI 3.1, generated once from
 * the contracts' route declarations) and the `/api-docs` page that reads it to people.
 */
export function apiDocs(): Middleware {
  // Built on first use and kept: the document changes only with a release.
  let files: { document: Cached; page: Cached; script: Cached } | undefined;
  const built = () => {
    if (!files) {
      const document = openApiDocument();
      files = {
        document: cached(JSON.stringify(document)),
        page: cached(renderApiDocsPage(document)),
        script: cached(themeScript),
      };
    }
    return files;
  };
  return async function serveApiDocs(ctx, next) {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path === documentPath) {
      // The media type OpenAPI registers, for a client that asks for it; JSON for everyone else.
      const type = ctx.accepts('application/json', 'application/openapi+json') || 'application/json';
      ctx.vary('Accept');
      return send(ctx, built().document, `${type}; charset=utf-8`);
    }
    if (ctx.path === apiDocsPath || ctx.path === `${apiDocsPath}/`)
      return send(ctx, built().page, 'text/html; charset=utf-8');
    if (ctx.path === themeScriptPath) return send(ctx, built().script, 'text/javascript; charset=utf-8');
    return next();
  };
}
