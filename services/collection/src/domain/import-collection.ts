import { createHash } from 'node:crypto';
import type { CollectionImportReport, Game, Player } from '@progression/contracts';
import { isDuplicateKey, type Logger, type OutboxRelay } from '@progression/service-kit';
import type { CatalogClient } from '../clients/catalog';
import { CollectionImport } from '../models/collection-import';
import { presentImportReport } from '../models/collection-import.presenter';
import { Grant } from '../models/grant';
import { importRows } from './import-rows';
import { recountEntries } from './recount-entries';

/** The same file into the same player of the same game is one import, whenever and however often it is sent. */
export function importIdOf(gameId: string, playerId: string, text: string): string {
  return createHash('sha256')
    .update(`${gameId}\u0000${playerId}\u0000`)
    .update(text)
    .digest('hex')
    .slice(0, 24);
}

export interface ImportRequest {
  game: Game;
  player: Player;
  by: { id: string; username: string };
  fileName: string | null;
  text: string;
}

/**
 * Imports a CSV into a player's collection exactly once: its cards become one grant (`import:<id>`,
 * inserted only when absent) counted into the entries, whose `collection.changed` is published as for any
 * other change; the trail's entry is written last. A file imported before answers its first report,
 * marked `alreadyImported`, and adds nothing; a run cut short is finished by the next one.
 */
export async function importCollection(
  deps: { catalog: CatalogClient; outbox?: OutboxRelay; logger: Logger },
  request: ImportRequest,
): Promise<CollectionImportReport> {
  const { game, player } = request;
  const importId = importIdOf(game.id, player.id, request.text);
  const earlier = await CollectionImport.findById(importId).lean();
  if (earlier) return presentImportReport(earlier, true);

  const outcome = await importRows(deps.catalog, request.text);
  const grantId = `import:${importId}`;
  if (outcome.cards.length > 0) {
    // Straight to the store: the cards are built and checked above, and casting thousands of them
    // through the schema again cost more than the write.
    const now = new Date();
    await Grant.collection.updateOne(
      { _id: grantId as never },
      {
        $setOnInsert: {
          gameId: game.id,
          playerId: player.id,
          source: 'IMPORT',
          draftId: null,
          rewardId: null,
          importId,
          week: game.activeWeek,
          cards: outcome.cards,
          revoked: false,
          createdAt: now,
          updatedAt: now,
        },
      },
      { upsert: true },
    );
    const stamp = await recountEntries(
      deps.catalog,
      game.id,
      player.id,
      outcome.cards.map((card) => card.cardId),
      outcome.catalogCards,
    );
    // Stored with the change: the relay publishes it later should this publish fail now.
    if (stamp)
      await deps.outbox
        ?.flush(stamp)
        .catch((error: unknown) => deps.logger.warn({ err: error }, 'collection.changed left to the relay'));
  }
  // A run cut short after its grant keeps that grant's week.
  const week = (await Grant.findById(grantId, { week: 1 }).lean())?.week ?? game.activeWeek;
  let alreadyImported: boolean;
  try {
    const written = await CollectionImport.updateOne(
      { _id: importId },
      {
        $setOnInsert: {
          gameId: game.id,
          playerId: player.id,
          playerName: player.username,
          byUserId: request.by.id,
          byUsername: request.by.username,
          fileName: request.fileName,
          at: new Date(),
          week,
          rows: outcome.rows,
          taken: outcome.taken,
          merged: outcome.merged,
          refused: outcome.refusals.length,
          copies: outcome.copies,
          refusals: outcome.refusals,
          merges: outcome.merges,
        },
      },
      { upsert: true },
    );
    alreadyImported = written.upsertedCount === 0;
  } catch (error) {
    // The same file sent twice at once: the other request recorded it.
    if (!isDuplicateKey(error)) throw error;
    alreadyImported = true;
  }
  const stored = await CollectionImport.findById(importId).orFail().lean();
  return presentImportReport(stored, alreadyImported);
}
