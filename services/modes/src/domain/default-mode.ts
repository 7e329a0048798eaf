import {
  defaultDraftStep,
  messages,
  type CardPool,
  type BanlistConfig,
  type DraftStep,
} from '@progression/contracts';

/** The pool a new mode starts with; the default draft step draws from it. */
const firstPool: CardPool = { name: 'Standard', type: 'STANDARD' };

/**
 * What `POST /new` creates (DESIGN.md section 7): "New mode" with one STANDARD pool, one empty week, the
 * default draft step (12 packs, EVENLY_DISTRIBUTED, FIXED, first pool) and TCG / FULL / LATEST_PACK.
 */
export function defaultMode(ownerId: string) {
  const step: DraftStep = { ...defaultDraftStep, pool: firstPool.name };
  const banlistConfig: BanlistConfig = {
    banlistTemplate: 'TCG',
    banlistBehaviour: 'FULL',
    banlistSelectionBehaviour: 'LATEST_PACK',
  };
  return {
    name: messages.modes.defaultModeName,
    ownerId,
    cardPools: [firstPool],
    weeks: [{ week: 1, weekSets: [{ pool: firstPool.name, sets: [] }] }],
    draftConfig: { steps: [step] },
    banlistConfig,
  };
}
