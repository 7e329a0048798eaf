import {
  draftTableView,
  tableAdminResponse,
  tableLogResponse,
  tablePickResponse,
  type DraftTableView,
  type ExtendDeadlinePayload,
  type TableLogResponse,
  type TablePickPayload,
} from '@progression/contracts';
import { api } from '@progression/platform';
import { segment } from './path';

const tableOf = (draftId: string) => `/rest/api/pack-draft/${segment(draftId)}/table`;

/** Booster draft tables through the gateway (each reached through a player's draft): replies parsed. */
export const draftTables = {
  /** The table as the draft's player sees it: the pack in front of them, the seats, their picks. */
  get: (draftId: string, signal?: AbortSignal): Promise<DraftTableView> =>
    api.get(tableOf(draftId), { parse: draftTableView.parse, signal }),

  /** Picks a card of the pack in front of the player; answers the table after the pick. */
  pick: (draftId: string, payload: TablePickPayload): Promise<DraftTableView> =>
    api.post(`${tableOf(draftId)}/pick`, payload, { parse: tablePickResponse.parse }),

  /** Every pick in order (the table's players once it is complete; the game's admin at any time). */
  log: (draftId: string, signal?: AbortSignal): Promise<TableLogResponse> =>
    api.get(`${tableOf(draftId)}/log`, { parse: tableLogResponse.parse, signal }),

  // The game's admin.
  pause: (draftId: string): Promise<DraftTableView> =>
    api.post(`${tableOf(draftId)}/pause`, {}, { parse: tableAdminResponse.parse }),
  resume: (draftId: string): Promise<DraftTableView> =>
    api.post(`${tableOf(draftId)}/resume`, {}, { parse: tableAdminResponse.parse }),
  extendDeadline: (draftId: string, payload: ExtendDeadlinePayload): Promise<DraftTableView> =>
    api.post(`${tableOf(draftId)}/deadline`, payload, { parse: tableAdminResponse.parse }),
  replaceByBot: (draftId: string, seat: number): Promise<DraftTableView> =>
    api.post(`${tableOf(draftId)}/seats/${segment(seat)}/bot`, {}, { parse: tableAdminResponse.parse }),
};
