import {
  boosterDraftLimits,
  type DraftStep,
  type GamePlan,
  type MaxPackRule,
  type RarityDistribution,
} from '@progression/contracts';
import type { StageSet } from './pack-engine';

/** What a new stage is made from. `packSetIds` fills it at creation (PRE_FILLED, custom and reward). */
export interface StagePlan {
  numPacks: number;
  draftBehaviour: DraftStep['draftBehaviour'];
  rarityDistribution: RarityDistribution;
  sets: StageSet[];
  maxPackRules: MaxPackRule[];
  packSetIds?: string[];
  /** BOOSTER_DRAFT: seconds per pick and the seats bots fill up to. */
  pickSeconds?: number;
  minimumSeats?: number;
}

type PlanWeekSet = GamePlan['weeks'][number]['weekSets'][number];

const stageSetsOf = (weekSets: readonly PlanWeekSet[], pool: string): StageSet[] =>
  weekSets
    .filter((weekSet) => weekSet.pool === pool)
    .flatMap((weekSet) => weekSet.sets)
    .map((set) => ({ id: set.id, setCode: set.setCode, setName: set.setName, type: set.type }));

/**
 * A week's stages from the game's plan: one per draft step, its sets being that pool's sets that week. A
 * step whose pool has no set that week gives no stage (it could never be filled); a week with no stage
 * gives no draft.
 */
export function weeklyStages(plan: Pick<GamePlan, 'weeks' | 'draftConfig'>, week: number): StagePlan[] {
  const weekSets = plan.weeks.find((candidate) => candidate.week === week)?.weekSets ?? [];
  const stages = plan.draftConfig.steps.map((step) => ({
    numPacks: step.numPacks,
    draftBehaviour: step.draftBehaviour,
    rarityDistribution: step.rarityDistribution,
    sets: stageSetsOf(weekSets, step.pool),
    maxPackRules: step.maxPackRules ?? [],
    ...(step.draftBehaviour === 'BOOSTER_DRAFT'
      ? {
          pickSeconds: step.pickSeconds ?? boosterDraftLimits.defaultPickSeconds,
          minimumSeats: step.minimumSeats ?? boosterDraftLimits.defaultMinimumSeats,
        }
      : {}),
  }));
  return stages.filter((stage) => stage.sets.length > 0);
}
