import { draftProgress, type PackDraft } from '@progression/contracts';
import { Chip } from '@progression/ui';

/** The spec's status chip: Not Started, Stage x / n, or Complete. */
export function draftStatusLabel(draft: Pick<PackDraft, 'stages'>): string {
  const progress = draftProgress(draft.stages);
  if (progress.state === 'NOT_STARTED') return 'Not Started';
  if (progress.state === 'COMPLETE') return 'Complete';
  return `Stage ${progress.stage} / ${progress.stages}`;
}

export function DraftStatusChip({ draft }: { draft: Pick<PackDraft, 'stages'> }) {
  const state = draftProgress(draft.stages).state;
  const color = state === 'COMPLETE' ? 'success' : state === 'IN_STAGE' ? 'primary' : 'neutral';
  return <Chip label={draftStatusLabel(draft)} color={color} size="small" />;
}
