import type Router from '@koa/router';
import type { Context } from 'koa';
import { access, currentUser, type Logger, type OutboxRelay } from '@progression/service-kit';
import type { Clients } from '../../clients';
import { importCollection } from '../../domain/import-collection';
import { CollectionImport, type CollectionImportRecord } from '../../models/collection-import';
import { presentImportEntry } from '../../models/collection-import.presenter';
import { policies } from '../../policies';
import { importCsv, importInto, importsOf } from './schema';

/** The game, its admin (the caller) and the player named, or the policy's refusal. */
async function adminOf(ctx: Context, clients: Clients, query: { gameId: string; playerId?: string }) {
  const { game, players } = await clients.games.gameWithPlayers(query.gameId);
  return { game, ...policies.importingAdmin(currentUser(ctx), game, players, query.playerId) };
}

/**
 * `POST /rest/api/collection/import?gameId=&playerId=[&fileName=]` (a `text/csv` body) and
 * `GET /rest/api/collection/imports?gameId=[&playerId=]`: the game's admin imports a CSV into a player's
 * collection, and reads who imported what into whom, and when.
 */
export function importRoutes(
  router: Router,
  { clients, outbox, logger }: { clients: Clients; outbox?: OutboxRelay; logger: Logger },
): void {
  // Checked from the query before a byte of the file is read.
  const importing = access((ctx) => adminOf(ctx, clients, importInto.input(ctx).query), {
    readsNoProjection: true,
  });
  router.post('/import', importInto, importing, importCsv, async (ctx) => {
    const { game, admin, player } = importing.of(ctx);
    const report = await importCollection(
      { catalog: clients.catalog, outbox, logger },
      {
        game,
        player: player ?? admin,
        by: { id: admin.userId, username: admin.username },
        fileName: importInto.input(ctx).query.fileName || null,
        text: importCsv.input(ctx).body,
      },
    );
    ctx.status = report.alreadyImported ? 200 : 201;
    ctx.body = report;
  });

  const trail = access((ctx) => adminOf(ctx, clients, importsOf.input(ctx).query), {
    readsNoProjection: true,
  });
  router.get('/imports', importsOf, trail, async (ctx) => {
    const { game, player } = trail.of(ctx);
    const records = await CollectionImport.find(
      { gameId: game.id, ...(player ? { playerId: player.id } : {}) },
      { refusals: 0, merges: 0 },
    )
      .sort({ at: -1 })
      .limit(200)
      .lean<CollectionImportRecord[]>();
    ctx.body = { imports: records.map(presentImportEntry) };
  });
}
