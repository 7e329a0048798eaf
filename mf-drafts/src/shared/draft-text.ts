import type { PackDraft } from '@progression/contracts';

/** A draft's name as its cards and page title show it. */
export function draftTitle(draft: Pick<PackDraft, 'source' | 'week'>): string {
  switch (draft.source) {
    case 'WEEKLY':
      return `Week ${draft.week} draft`;
    case 'CUSTOM':
      return 'Custom draft';
    case 'REWARD':
      return 'Reward draft';
    case 'DEMO':
      return `Demo draft of week ${draft.week}`;
  }
}
