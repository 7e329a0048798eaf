import type { DraftTableView } from '@progression/contracts';

/**
 * How often a table is read again besides the live stream, which tells every seated player's page of
 * each change (`draft-table`): every 15 s while it runs, for what the stream missed (a dropped connection,
 * a sleeping tab); every 20 s while paused, for the admin's resume; never once complete.
 */
export function tableRefetchMs(table: Pick<DraftTableView, 'status'>): number | false {
  if (table.status === 'COMPLETE') return false;
  return table.status === 'PAUSED' ? 20_000 : 15_000;
}
