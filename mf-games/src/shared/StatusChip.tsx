import type { GameStatus } from '@progression/contracts';
import { Chip } from '@progression/ui';

const looks: Record<GameStatus, { label: string; color: 'success' | 'neutral' }> = {
  IN_PROGRESS: { label: 'In progress', color: 'success' },
  COMPLETE: { label: 'Complete', color: 'neutral' },
};

/** A game's status as a chip. */
export function StatusChip({ status }: { status: GameStatus }) {
  const look = looks[status];
  return <Chip label={look.label} color={look.color} size="small" />;
}
