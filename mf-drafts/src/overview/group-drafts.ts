import type { PackDraft } from '@progression/contracts';

/** A game's drafts (or, with gameId null, the demo drafts), newest first. */
export interface DraftGroup {
  gameId: string | null;
  drafts: PackDraft[];
}

/** Unfinished drafts first, then the newest. */
export function byPriority(a: PackDraft, b: PackDraft): number {
  if (a.status !== b.status) return a.status === 'ACTIVE' ? -1 : 1;
  return b.createdAt.localeCompare(a.createdAt);
}

/** Drafts grouped by game in the order the games are first met, demo drafts last. */
export function groupDrafts(drafts: readonly PackDraft[]): DraftGroup[] {
  const groups = new Map<string | null, PackDraft[]>();
  for (const draft of [...drafts].sort(byPriority)) {
    const key = draft.source === 'DEMO' ? null : draft.gameId;
    groups.set(key, [...(groups.get(key) ?? []), draft]);
  }
  const demo = groups.get(null);
  groups.delete(null);
  const list = [...groups].map(([gameId, list]) => ({ gameId, drafts: list }));
  return demo ? [...list, { gameId: null, drafts: demo }] : list;
}
