import { progressionMode, type ProgressionMode } from '@progression/contracts';
import type { ModeDocument } from './mode';

/** A mode in the spec's shape (`created` is when it was made). */
export function presentMode(mode: ModeDocument): ProgressionMode {
  const plain = mode.toObject();
  return progressionMode.parse({
    id: String(plain._id),
    name: plain.name,
    ownerId: plain.ownerId,
    created: plain.createdAt,
    version: plain.__v,
    weeks: plain.weeks,
    cardPools: plain.cardPools,
    draftConfig: { steps: plain.draftConfig?.steps ?? [] },
    banlistConfig: plain.banlistConfig,
  });
}
