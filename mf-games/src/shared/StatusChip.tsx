import { labels, type GameStatus } from '@progression/contracts';
import { Chip } from '@progression/ui';

const colours: Record<GameStatus, 'success' | 'neutral'> = { IN_PROGRESS: 'success', COMPLETE: 'neutral' };

/** A game's status as a chip. */
export function StatusChip({ status }: { status: GameStatus }) {
  return <Chip label={labels.gameStatus[status]} color={colours[status]} size="small" />;
}
