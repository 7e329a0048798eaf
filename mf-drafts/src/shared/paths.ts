import type { PackDraft } from '@progression/contracts';

/** Where a draft opens: inside its game, or (demo drafts) on its own. */
export function draftPath(draft: Pick<PackDraft, 'id' | 'gameId'>): string {
  return draft.gameId
    ? `/games/game/${encodeURIComponent(draft.gameId)}/draft/${encodeURIComponent(draft.id)}`
    : `/drafts/pack-draft/${encodeURIComponent(draft.id)}`;
}

/** The list a draft belongs to: its game's drafts page, or the drafts overview. */
export function draftsListPath(gameId: string | null): string {
  return gameId ? `/games/game/${encodeURIComponent(gameId)}/drafts` : '/drafts/overview';
}

export const collectionPath = (gameId: string) => `/games/game/${encodeURIComponent(gameId)}/collection`;

export const statisticsPath = (gameId: string) =>
  `/games/game/${encodeURIComponent(gameId)}/drafts/statistics`;

/** A booster draft's table, reached through the player's draft (of its game, or a demo draft on its own). */
export const tablePath = (draft: Pick<PackDraft, 'id' | 'gameId'>) => `${draftPath(draft)}/table`;
