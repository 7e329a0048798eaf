import type { CustomDraftPayload, DraftPack, PackDraft, PackSelection } from '@progression/contracts';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { drafts } from '../drafts';
import { queryKeys } from '../keys';

/** The caller's drafts: one game's (gameId), or every game's plus their demo drafts (undefined). */
export const useDrafts = (gameId?: string) =>
  useQuery({
    queryKey: queryKeys.drafts.list(gameId),
    queryFn: ({ signal }) => drafts.list(gameId, signal),
  });

/** One draft (null: nothing is asked). */
export const useDraft = (draftId: string | null) =>
  useQuery({
    queryKey: queryKeys.drafts.detail(draftId ?? ''),
    queryFn: ({ signal }) => drafts.get(draftId ?? '', signal),
    enabled: draftId !== null,
  });

/** A stage's preview before it is filled (enabled false: nothing is asked, e.g. PRE_FILLED stages). */
export const useStagePreview = (draftId: string, stage: number, enabled = true) =>
  useQuery({
    queryKey: queryKeys.drafts.preview(draftId, stage),
    queryFn: ({ signal }) => drafts.preview(draftId, stage, signal),
    enabled,
  });

/** The cards a completed stage gave. */
export const useStageResults = (draftId: string, stage: number) =>
  useQuery({
    queryKey: queryKeys.drafts.stageResults(draftId, stage),
    queryFn: ({ signal }) => drafts.stageResults(draftId, stage, signal),
  });

/** Every card a draft gave. */
export const useDraftResults = (draftId: string) =>
  useQuery({
    queryKey: queryKeys.drafts.results(draftId),
    queryFn: ({ signal }) => drafts.results(draftId, signal),
  });

/** The league's pull statistics of a game. */
export const usePullStatistics = (gameId: string) =>
  useQuery({
    queryKey: queryKeys.drafts.statistics(gameId),
    queryFn: ({ signal }) => drafts.statistics(gameId, signal),
  });

/** Every player's drafts of a game, for its admin. */
export const useDraftsOfEveryPlayer = (gameId: string) =>
  useQuery({
    queryKey: queryKeys.drafts.ofEveryPlayer(gameId),
    queryFn: ({ signal }) => drafts.ofEveryPlayer(gameId, signal),
  });

/** Puts opened packs into the cached draft at once, so the opener shows them without waiting for a reload. */
function withPacks(draft: PackDraft, packs: readonly DraftPack[]): PackDraft {
  const byId = new Map(packs.map((pack) => [pack.id, pack]));
  return {
    ...draft,
    stages: draft.stages.map((stage) => ({
      ...stage,
      draftPacks: stage.draftPacks.map((pack) => byId.get(pack.id) ?? pack),
    })),
  };
}

/**
 * The cards of each stage the opened packs completed, put in the cache as the stage's results: they are
 * the opened packs' cards in pack order, exactly what the server answers for a stage of packs, so the
 * results show without another round trip (a stage with a booster table also holds its picks: not put).
 */
function completedStageResults(client: QueryClient, draft: PackDraft, packs: readonly DraftPack[]): void {
  const opened = new Set(packs.map((pack) => pack.id));
  for (const stage of draft.stages) {
    if (stage.tableId) continue;
    if (!stage.draftPacks.some((pack) => opened.has(pack.id))) continue;
    if (!stage.draftPacks.every((pack) => pack.status === 'OPENED')) continue;
    client.setQueryData(
      queryKeys.drafts.stageResults(draft.id, stage.stage),
      stage.draftPacks.flatMap((pack) => pack.cards),
    );
  }
}

/**
 * After packs are opened the draft shows them at once (and a stage they completed, its results); what
 * else may have changed (its lists' status chips, the player's active drafts on the overview, the
 * collection the opened packs' event fills) is read again behind it. The opening does not wait for those
 * reads: the player sees the cards as soon as they are pulled.
 */
function packsOpened(client: QueryClient, draft: PackDraft, packs: readonly DraftPack[]): void {
  const updated = withPacks(draft, packs);
  client.setQueryData(queryKeys.drafts.detail(draft.id), updated);
  void client.invalidateQueries({ queryKey: queryKeys.drafts.all });
  // After the invalidation, so the results just put count as fresh and are not asked for again.
  completedStageResults(client, updated, packs);
  if (!draft.gameId) return;
  void client.invalidateQueries({ queryKey: queryKeys.games.activePlayer(draft.gameId) });
  void client.invalidateQueries({ queryKey: queryKeys.collection.ofGame(draft.gameId) });
}

/** Fills a stage (SHOP stages with the player's selections); the cached draft gets the new packs. */
export function useFillStage(draft: PackDraft) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ stage, selections }: { stage: number; selections?: PackSelection[] }) =>
      drafts.fillStage(draft.id, stage, selections),
    onSuccess: (filled) => {
      const current = client.getQueryData<PackDraft>(queryKeys.drafts.detail(draft.id)) ?? draft;
      client.setQueryData(queryKeys.drafts.detail(draft.id), {
        ...current,
        stages: current.stages.map((stage) => (stage.stage === filled.stage ? filled : stage)),
      });
      return client.invalidateQueries({ queryKey: queryKeys.drafts.all });
    },
  });
}

/** Opens some packs of a draft. */
export function useOpenPacks(draft: PackDraft) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (packIds: readonly string[]) => drafts.openPacks(packIds),
    onSuccess: (packs) =>
      packsOpened(client, client.getQueryData<PackDraft>(queryKeys.drafts.detail(draft.id)) ?? draft, packs),
  });
}

/** Opens every pack of a stage at once. */
export function useOpenStage(draft: PackDraft) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (stageId: string) => drafts.openStage(stageId),
    onSuccess: (packs) =>
      packsOpened(client, client.getQueryData<PackDraft>(queryKeys.drafts.detail(draft.id)) ?? draft, packs),
  });
}

/** The game's admin gives every player a CUSTOM draft. */
export function useCreateCustomDraft(gameId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: CustomDraftPayload) => drafts.createCustom(gameId, payload),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.drafts.all }),
        client.invalidateQueries({ queryKey: queryKeys.games.all }),
      ]),
  });
}
