import { model, Schema, type HydratedDocument } from 'mongoose';
import type {
  DraftBehaviour,
  MaxPackRule,
  PackDraftSource,
  RarityDistribution,
} from '@progression/contracts';
import { outboxField, type WithOutbox } from '@progression/service-kit';
import type { StageSet } from '../domain/pack-engine';

/** A stage as stored: its step and, once filled, the set of each pack (packs live in DraftPack). */
export interface StoredStage {
  _id: string;
  stage: number;
  numPacks: number;
  draftBehaviour: DraftBehaviour;
  rarityDistribution: RarityDistribution;
  sets: StageSet[];
  maxPackRules: MaxPackRule[];
  /** The set id of each pack, fixed when the stage is filled (or given at creation for PRE_FILLED). */
  packSetIds: string[];
  filled: boolean;
  /** BOOSTER_DRAFT stages: the table (its packs are the table's; `filled` once the table completes). */
  tableId?: string;
  pickSeconds?: number;
  minimumSeats?: number;
}

export interface StoredDraft extends WithOutbox {
  _id: string;
  gameId: string | null;
  playerId: string | null;
  userId: string;
  week: number;
  source: PackDraftSource;
  stages: StoredStage[];
  /** A REWARD draft whose claim was reverted: its sealed packs are gone and it cannot be opened. */
  reverted: boolean;
  /** When draft.completed was recorded (every pack opened, or the reward reverted); null before. */
  closedAt: Date | null;
  /** DEMO drafts only: removed by the TTL index once past. */
  expiresAt: Date | null;
  createdAt: Date;
}

const draftSchema = new Schema<StoredDraft>(
  {
    _id: { type: String, required: true },
    gameId: { type: String, default: null },
    playerId: { type: String, default: null },
    userId: { type: String, required: true },
    week: { type: Number, required: true },
    source: { type: String, required: true },
    stages: { type: Schema.Types.Mixed, required: true },
    reverted: { type: Boolean, default: false },
    closedAt: { type: Date, default: null },
    expiresAt: { type: Date, default: null },
    createdAt: { type: Date, default: () => new Date() },
    ...outboxField,
  },
  { versionKey: false, minimize: false },
);
draftSchema.index({ userId: 1, createdAt: -1 });
draftSchema.index({ gameId: 1, playerId: 1 });
// Demo drafts expire (see README: 24 hours); other drafts have no expiresAt and stay.
draftSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export const PackDraftModel = model<StoredDraft>('PackDraft', draftSchema);
export type PackDraftDocument = HydratedDocument<StoredDraft>;
