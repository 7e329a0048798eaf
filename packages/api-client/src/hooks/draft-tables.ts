import type { DraftTableView, ExtendDeadlinePayload, TablePickPayload } from '@progression/contracts';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { draftTables } from '../draft-tables';
import { queryKeys } from '../keys';
import { tableRefetchMs } from '../table-refetch';
import { newerTable } from '../table-signal';

/**
 * A booster draft table as the draft's player sees it: read again when the stream says it changed, and
 * now and then while it runs; a read never puts back an older version than the one shown.
 */
export const useDraftTable = (draftId: string, enabled = true) =>
  useQuery({
    queryKey: queryKeys.drafts.table(draftId),
    queryFn: ({ signal }) => draftTables.get(draftId, signal),
    enabled,
    structuralSharing: newerTable,
    refetchInterval: (query) => (query.state.data ? tableRefetchMs(query.state.data) : false),
  });

/** Every pick of a table in order (enabled once the player may read it). */
export const useTableLog = (draftId: string, enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.drafts.tableLog(draftId),
    queryFn: ({ signal }) => draftTables.log(draftId, signal),
    enabled,
  });

/**
 * The table a write answered is the newest one: shown at once; the player's draft lists follow (a demo
 * table, of no game, changes no collection).
 */
function tableChanged(client: QueryClient, draftId: string, table: DraftTableView) {
  client.setQueryData(queryKeys.drafts.table(draftId), table);
  const { gameId } = table;
  if (table.status === 'COMPLETE')
    return Promise.all([
      client.invalidateQueries({ queryKey: queryKeys.drafts.all }),
      gameId && client.invalidateQueries({ queryKey: queryKeys.collection.ofGame(gameId) }),
    ]);
  return gameId && client.invalidateQueries({ queryKey: queryKeys.drafts.ofEveryPlayer(gameId) });
}

/** Picks a card of the pack in front of the player. */
export function usePickCard(draftId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: TablePickPayload) => draftTables.pick(draftId, payload),
    onSuccess: (table) => tableChanged(client, draftId, table),
  });
}

/** The game's admin acts on a table (through any seated player's draft): pause, resume, extend, bot. */
export function useTableAdmin(draftId: string) {
  const client = useQueryClient();
  const after = { onSuccess: (table: DraftTableView) => tableChanged(client, draftId, table) };
  return {
    pause: useMutation({ mutationFn: () => draftTables.pause(draftId), ...after }),
    resume: useMutation({ mutationFn: () => draftTables.resume(draftId), ...after }),
    extendDeadline: useMutation({
      mutationFn: (payload: ExtendDeadlinePayload) => draftTables.extendDeadline(draftId, payload),
      ...after,
    }),
    replaceByBot: useMutation({
      mutationFn: (seat: number) => draftTables.replaceByBot(draftId, seat),
      ...after,
    }),
  };
}
