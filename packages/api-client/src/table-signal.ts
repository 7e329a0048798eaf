import type { DraftTableSignal, DraftTableView } from '@progression/contracts';
import { replaceEqualDeep, type QueryClient } from '@tanstack/react-query';
import { queryKeys } from './keys';

/**
 * A draft table changed: a page showing it reads it again, unless what it holds is already that version
 * or newer (its own pick's answer, or an earlier signal). A table no page shows is not read.
 */
export function tableSignalled(client: QueryClient, signal: DraftTableSignal): Promise<void> | undefined {
  const queryKey = queryKeys.drafts.table(signal.draftId);
  const held = client.getQueryData<DraftTableView>(queryKey);
  if (held && held.version >= signal.version) return undefined;
  return client.invalidateQueries({ queryKey, exact: true });
}

/**
 * What a table read keeps: a read that answers an older version than the one held (a read sent before
 * a pick whose answer came first) never replaces the newer table.
 */
export function newerTable(held: unknown, fetched: unknown): unknown {
  const version = (table: unknown) => (table as DraftTableView | undefined)?.version ?? -1;
  return held !== undefined && version(fetched) < version(held) ? held : replaceEqualDeep(held, fetched);
}
