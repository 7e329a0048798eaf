import Router from '@koa/router';
import { activeBanlistLimits } from '@progression/contracts';
import { access, type Logger, type OutboxRelay } from '@progression/service-kit';
import type { Clients } from '../../clients';
import { toCsv } from '../../domain/csv';
import { exportRows } from '../../domain/export-rows';
import { queryEntries } from '../../domain/query-entries';
import { importRoutes } from './imports';
import { collectionOf, exportCollection, queryCollection } from './schema';
import { whoseCollection } from './whose';

/**
 * `/rest/api/collection`: a player's collection in a game, queried a page at a time, its CSV export, and
 * the admin's CSV import with its trail.
 */
export function collectionRouter({
  clients,
  outbox,
  logger,
}: {
  clients: Clients;
  outbox?: OutboxRelay;
  logger: Logger;
}): Router {
  const router = new Router({ prefix: '/rest/api/collection' });

  // A collection the caller may read (404 otherwise), checked before the page asked for is read. It asks
  // games, not a projection, so it runs while the collection catches up with the caller's last write.
  const readable = access((ctx) => whoseCollection(ctx, clients, collectionOf.input(ctx).query), {
    readsNoProjection: true,
  });
  router.post('/', collectionOf, readable, queryCollection, async (ctx) => {
    const { body } = queryCollection.input(ctx);
    const { game, player } = readable.of(ctx);
    const limits = await activeBanlistLimits(
      (format, date) => clients.catalog.banlistInForce(format, date),
      game,
    );
    ctx.body = await queryEntries({ gameId: game.id, playerId: player.id }, body, limits);
  });

  router.get('/export', exportCollection, async (ctx) => {
    const { query } = exportCollection.input(ctx);
    const { game, player } = await whoseCollection(ctx, clients, query);
    const rows = await exportRows(clients.catalog, game.id, player.id);
    ctx.set('content-type', 'text/csv; charset=utf-8');
    ctx.set('content-disposition', `attachment; filename="collection-${player.username}.csv"`);
    ctx.body = toCsv(rows);
  });

  importRoutes(router, { clients, outbox, logger });
  return router;
}
