import { z } from 'zod';
import { messages } from '../messages';
import { count, id, isoDate } from '../primitives';
import { cardSetSummary, cardSetType, setCard } from './card-set';

/**
 * How a stage's packs are chosen. PRE_FILLED stages are filled at creation and fetch no preview.
 * BOOSTER_DRAFT seats the stage's players at one table that picks a card and passes the pack
 * (`draft-table.ts`); its packs are the table's, not the player's.
 */
export const draftBehaviours = [
  'PRE_FILLED',
  'EVENLY_DISTRIBUTED',
  'SHOP',
  'RANDOM',
  'BOOSTER_DRAFT',
] as const;
export const draftBehaviour = z.enum(draftBehaviours);
export type DraftBehaviour = z.infer<typeof draftBehaviour>;

/** FIXED spreads foil rarities over a stage's packs by the odds (as a sealed box); RANDOM rolls each. */
export const rarityDistributions = ['FIXED', 'RANDOM'] as const;
export const rarityDistribution = z.enum(rarityDistributions);
export type RarityDistribution = z.infer<typeof rarityDistribution>;

/** A shop limit: at most `max` packs of one set (of `type` when given, else of any one set). */
export const maxPackRule = z.object({ type: cardSetType.optional(), max: count });
export type MaxPackRule = z.infer<typeof maxPackRule>;

/** Bounds and defaults of a BOOSTER_DRAFT step: 30 s for a live table to 48 h for an asynchronous one. */
export const boosterDraftLimits = {
  minPickSeconds: 30,
  maxPickSeconds: 48 * 60 * 60,
  /** A step that names no deadline gives a day per pick. */
  defaultPickSeconds: 24 * 60 * 60,
  /** Bots fill empty seats up to this many unless the step names another minimum. */
  defaultMinimumSeats: 8,
  maxMinimumSeats: 16,
} as const;

/** One stage of a mode's draft configuration. `pool` names a card pool of the mode. */
export const draftStep = z.object({
  /** Packs of the stage; for BOOSTER_DRAFT, the packs each seat opens (one per round): packs per player. */
  numPacks: z.number().int().min(1),
  pool: z.string(),
  draftBehaviour,
  rarityDistribution,
  /** Shop limits (SHOP stages). */
  maxPackRules: z.array(maxPackRule).optional(),
  /** BOOSTER_DRAFT: seconds a seat has for each pick (`boosterDraftLimits`; default a day). */
  pickSeconds: z
    .number()
    .int()
    .min(boosterDraftLimits.minPickSeconds, { error: messages.boosterDraft.pickSecondsOutOfRange })
    .max(boosterDraftLimits.maxPickSeconds, { error: messages.boosterDraft.pickSecondsOutOfRange })
    .optional(),
  /** BOOSTER_DRAFT: bots fill empty seats up to this many (default 8), so two players can draft. */
  minimumSeats: z
    .number()
    .int()
    .min(0, { error: messages.boosterDraft.minimumSeatsOutOfRange(boosterDraftLimits.maxMinimumSeats) })
    .max(boosterDraftLimits.maxMinimumSeats, {
      error: messages.boosterDraft.minimumSeatsOutOfRange(boosterDraftLimits.maxMinimumSeats),
    })
    .optional(),
});
export type DraftStep = z.infer<typeof draftStep>;

export const draftPackStatuses = ['SEALED', 'OPENED'] as const;
export const draftPackStatus = z.enum(draftPackStatuses);
export type DraftPackStatus = z.infer<typeof draftPackStatus>;

/** One pack of a draft stage and the printings it holds. */
export const draftPack = z.object({
  id,
  status: draftPackStatus,
  set: cardSetSummary,
  cards: z.array(setCard),
  draftId: id,
});
export type DraftPack = z.infer<typeof draftPack>;

/** A stage of a pack draft; started once it has packs, complete once all of them are opened. */
export const draftStage = z.object({
  id,
  stage: z.number().int().min(1),
  numPacks: z.number().int().min(0),
  draftBehaviour,
  rarityDistribution,
  draftPacks: z.array(draftPack),
  /** Sets the stage draws from (its pool's sets for the week). */
  cardSets: z.array(cardSetSummary),
  maxPackRules: z.array(maxPackRule).optional(),
  /** BOOSTER_DRAFT stages: the table the player sits at (its view: GET /rest/api/pack-draft/{id}/table). */
  tableId: id.optional(),
  /** BOOSTER_DRAFT stages: true once the table completed (the stage is then complete). */
  tableComplete: z.boolean().optional(),
  draftId: id,
});
export type DraftStage = z.infer<typeof draftStage>;

/** Where a pack draft came from. */
export const packDraftSources = ['WEEKLY', 'CUSTOM', 'REWARD', 'DEMO'] as const;
export const packDraftSource = z.enum(packDraftSources);
export type PackDraftSource = z.infer<typeof packDraftSource>;

/** ACTIVE until the player finishes it. */
export const packDraftStatuses = ['ACTIVE', 'COMPLETE'] as const;
export const packDraftStatus = z.enum(packDraftStatuses);
export type PackDraftStatus = z.infer<typeof packDraftStatus>;

/** A player's draft: stages of packs to fill and open. Demo drafts have no game or player. */
export const packDraft = z.object({
  id,
  /** The id the draft's stages and packs refer to (equal to `id`). */
  draftId: id,
  gameId: id.nullable(),
  playerId: id.nullable(),
  week: count,
  source: packDraftSource,
  status: packDraftStatus,
  stages: z.array(draftStage),
  createdAt: isoDate,
});
export type PackDraft = z.infer<typeof packDraft>;

/** What the drafts page shows: not started, in stage k of n, or complete. */
export type DraftProgress =
  | { state: 'NOT_STARTED'; stages: number }
  | { state: 'IN_STAGE'; stage: number; stages: number }
  | { state: 'COMPLETE'; stages: number };

/** The part of a stage its progress depends on. */
export type StageProgressFields = {
  stage: number;
  draftPacks: ReadonlyArray<{ status: DraftPackStatus }>;
  draftBehaviour?: DraftBehaviour;
  /** A BOOSTER_DRAFT stage's table: started once seated (at creation), complete when the table is. */
  tableId?: string;
  tableComplete?: boolean;
};

/** What a stage's started and complete states read. */
type StageState = Pick<StageProgressFields, 'draftPacks' | 'tableId' | 'tableComplete'>;

/**
 * Whether the player has begun the draft: a pack opened, or a stage they filled themselves. A stage
 * PRE_FILLED at creation (custom and reward drafts) does not count until a pack of it is opened.
 */
function isBegun(stages: readonly StageProgressFields[]): boolean {
  return stages.some(
    (stage) =>
      stage.draftPacks.some((pack) => pack.status === 'OPENED') ||
      (isStageStarted(stage) && stage.draftBehaviour !== 'PRE_FILLED'),
  );
}

/** A stage is started when it has packs (a booster stage: when it has its table). */
export function isStageStarted(stage: StageState): boolean {
  return Boolean(stage.tableId) || stage.draftPacks.length > 0;
}

/** A stage is complete when it has packs and every one is opened (a booster stage: when its table is). */
export function isStageComplete(stage: StageState): boolean {
  if (stage.tableId) return stage.tableComplete === true;
  return isStageStarted(stage) && stage.draftPacks.every((pack) => pack.status === 'OPENED');
}

/** The lowest-numbered incomplete stage, or undefined when all are complete. */
export function currentStage<S extends StageProgressFields>(stages: readonly S[]): S | undefined {
  return [...stages].sort((a, b) => a.stage - b.stage).find((stage) => !isStageComplete(stage));
}

/** Progress of a draft by its stages. */
export function draftProgress(stages: readonly StageProgressFields[]): DraftProgress {
  const current = currentStage(stages);
  if (!current) return { state: 'COMPLETE', stages: stages.length };
  if (!isBegun(stages)) return { state: 'NOT_STARTED', stages: stages.length };
  return { state: 'IN_STAGE', stage: current.stage, stages: stages.length };
}

/** What a stage will give before it is filled: packs per set and the shop limits. */
export const packPreview = z.object({
  setCounts: z.array(z.object({ set: cardSetSummary, count })),
  maxPackRules: z.array(maxPackRule),
});
export type PackPreview = z.infer<typeof packPreview>;

/** A pack choice: `quantity` packs of a set. */
export const packSelection = z.object({ setId: id, quantity: z.number().int().min(1) });
export type PackSelection = z.infer<typeof packSelection>;

/** An admin's custom draft for every player of a game. */
export const customDraftPayload = z.object({
  selections: z.array(packSelection).min(1),
  rarityDistribution,
});
export type CustomDraftPayload = z.infer<typeof customDraftPayload>;
