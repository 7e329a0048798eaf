import type { DraftTableView } from '@progression/contracts';

/**
 * How often a table is read again besides the live stream, which brings only the player's own pack (the
 * bell's PICK_DUE): every 5 s while it runs, for the other seats' moves and anything the stream missed (a
 * dropped connection, a sleeping tab); every 20 s while paused, for the admin's resume; never once complete.
 */
export function tableRefetchMs(table: Pick<DraftTableView, 'status'>): number | false {
  if (table.status === 'COMPLETE') return false;
  return table.status === 'PAUSED' ? 20_000 : 5_000;
}
