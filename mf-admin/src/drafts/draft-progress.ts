import { draftProgress, type PackDraft } from '@progression/contracts';

/** The spec's draft status: Not Started, Stage x / n, or Complete. */
export function draftStatusLabel(draft: Pick<PackDraft, 'stages'>): string {
  const progress = draftProgress(draft.stages);
  if (progress.state === 'NOT_STARTED') return 'Not Started';
  if (progress.state === 'COMPLETE') return 'Complete';
  return `Stage ${progress.stage} / ${progress.stages}`;
}

/**
 * Opened packs of a draft, and all its packs so far (unfilled stages count their planned packs; booster
 * draft stages none).
 */
export function packsOpened(draft: Pick<PackDraft, 'stages'>): { opened: number; total: number } {
  let opened = 0;
  let total = 0;
  for (const stage of draft.stages) {
    // A booster draft's packs are its table's, passed around; the draft admin's table card shows them.
    if (stage.draftBehaviour === 'BOOSTER_DRAFT') continue;
    total += Math.max(stage.numPacks, stage.draftPacks.length);
    opened += stage.draftPacks.filter((pack) => pack.status === 'OPENED').length;
  }
  return { opened, total };
}

export function draftName(draft: Pick<PackDraft, 'source' | 'week'>): string {
  if (draft.source === 'WEEKLY') return `Week ${draft.week} draft`;
  if (draft.source === 'CUSTOM') return 'Custom draft';
  if (draft.source === 'REWARD') return 'Reward draft';
  return `Demo draft of week ${draft.week}`;
}
