import Router from '@koa/router';
import { banlistFormats } from '@progression/contracts';
import { presentBanlist, presentInForce } from '../../models/banlist-version.presenter';
import type { CatalogReader } from '../../domain/catalog-reader';
import { formatQuery, inForceQuery } from './schema';

/** GET /rest/api/banlist/system/format, /system?format=, /system/in-force?format=&date=. */
export function banlistsRouter(reader: CatalogReader): Router {
  const router = new Router({ prefix: '/rest/api/banlist/system' });
  router.get('/format', async (ctx) => {
    ctx.body = { formats: [...banlistFormats] };
  });
  router.get('/in-force', inForceQuery, async (ctx) => {
    const { format, date } = inForceQuery.input(ctx).query;
    ctx.body = presentInForce(await reader.current(), format, date);
  });
  router.get('/', formatQuery, async (ctx) => {
    ctx.body = presentBanlist(await reader.current(), formatQuery.input(ctx).query.format);
  });
  return router;
}
