import type { PackDraft } from '@progression/contracts';

/** A booster draft table of a game, reached through one of its seated players' drafts. */
export interface GameTable {
  tableId: string;
  /** A draft of a player at the table: the admin's reads and actions go through it. */
  draftId: string;
  week: number;
  stage: number;
}

/** The game's booster draft tables, newest week first, each once (every seated player's draft names it). */
export function tablesOfGame(drafts: readonly PackDraft[]): GameTable[] {
  const tables = new Map<string, GameTable>();
  for (const draft of drafts)
    for (const stage of draft.stages)
      if (stage.tableId && !tables.has(stage.tableId))
        tables.set(stage.tableId, {
          tableId: stage.tableId,
          draftId: draft.id,
          week: draft.week,
          stage: stage.stage,
        });
  return [...tables.values()].sort((a, b) => b.week - a.week || a.stage - b.stage);
}

/** Picks made at a table and all it will make: every seat picks as many cards as the others. */
export function tableProgress(table: { totalPicks: number; seats: ReadonlyArray<{ picks: number }> }): {
  made: number;
  total: number;
} {
  return {
    made: table.seats.reduce((sum, seat) => sum + seat.picks, 0),
    total: table.totalPicks * table.seats.length,
  };
}
