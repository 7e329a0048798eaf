import { packDraft, type PackDraft } from '@progression/contracts';
import { api } from '@progression/platform';

/** A demo draft of one week of a mode (no game, no player), to try its drafts. */
export function createDemoDraft(modeId: string, week: number): Promise<PackDraft> {
  return api.post(
    `/rest/api/progression-mode/${encodeURIComponent(modeId)}/week/${week}/demo-draft`,
    undefined,
    {
      parse: packDraft.parse,
    },
  );
}
