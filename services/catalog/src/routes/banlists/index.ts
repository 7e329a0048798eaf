import Router from '@koa/router';
import type { Middleware } from 'koa';
import { z } from 'zod';
import { banlistFormat, banlistFormats } from '@progression/contracts';
import { NotFound, validate } from '@progression/service-kit';
import { versionInForce } from '../../domain/banlists';
import type { CatalogReader } from '../../read/catalog-reader';
import type { CatalogView } from '../../read/catalog-view';

const formatQuery = validate({ query: z.object({ format: banlistFormat }) });
const inForceQuery = validate({
  query: z.object({ format: banlistFormat, date: z.iso.date({ error: 'date must be YYYY-MM-DD' }) }),
});

/** `{format, createdAt, versions}`; a format without data (DUEL_LINKS, WORLD_CHAMPIONSHIP) has no versions. */
export function presentBanlist(view: CatalogView, format: z.infer<typeof banlistFormat>) {
  const versions = view.banlists.get(format) ?? [];
  const createdAt = versions.reduce<Date | undefined>(
    (first, v) => (!first || v.createdAt < first ? v.createdAt : first),
    undefined,
  );
  return {
    format,
    createdAt: (createdAt ?? new Date(0)).toISOString(),
    versions: versions.map(({ activeFrom, entries }) => ({ activeFrom, entries })),
  };
}

/** The version of a format in force on a date, or a 404 saying there is none. */
export function inForce(view: CatalogView, format: z.infer<typeof banlistFormat>, date: string) {
  const version = versionInForce(view.banlists.get(format) ?? [], date);
  if (!version) throw new NotFound(`There is no ${format} banlist in force on ${date}`);
  return { format, activeFrom: version.activeFrom, entries: version.entries };
}

export const inForceValidator = inForceQuery;

/** GET /rest/api/banlist/system/format, /system?format=, /system/in-force?format=&date=. */
export function banlistsRouter(reader: CatalogReader, auth: Middleware): Router {
  const router = new Router({ prefix: '/rest/api/banlist/system' });
  router.use(auth);
  router.get('/format', async (ctx) => {
    ctx.body = { formats: [...banlistFormats] };
  });
  router.get('/in-force', inForceQuery, async (ctx) => {
    const { format, date } = inForceQuery.input(ctx).query;
    ctx.body = inForce(await reader.current(), format, date);
  });
  router.get('/', formatQuery, async (ctx) => {
    ctx.body = presentBanlist(await reader.current(), formatQuery.input(ctx).query.format);
  });
  return router;
}
