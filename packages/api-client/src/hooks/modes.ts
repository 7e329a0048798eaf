import type { ProgressionMode } from '@progression/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../keys';
import { modes } from '../modes';

export const useModes = () =>
  useQuery({ queryKey: queryKeys.modes.list(), queryFn: ({ signal }) => modes.list(signal) });

/** One mode (null: nothing is asked). */
export const useMode = (modeId: string | null) =>
  useQuery({
    queryKey: queryKeys.modes.detail(modeId ?? ''),
    queryFn: ({ signal }) => modes.get(modeId ?? '', signal),
    enabled: modeId !== null,
  });

export function useCreateMode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => modes.create(),
    onSuccess: (created) => {
      client.setQueryData(queryKeys.modes.detail(created.id), created);
      return client.invalidateQueries({ queryKey: queryKeys.modes.list() });
    },
  });
}

export function useSaveMode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (mode: ProgressionMode) => modes.save(mode),
    onSuccess: (saved) => {
      client.setQueryData(queryKeys.modes.detail(saved.id), saved);
      return client.invalidateQueries({ queryKey: queryKeys.modes.list() });
    },
  });
}

export const useDemoDraft = () =>
  useMutation({
    mutationFn: ({ modeId, week }: { modeId: string; week: number }) => modes.demoDraft(modeId, week),
  });
