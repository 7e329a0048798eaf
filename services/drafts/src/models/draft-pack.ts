import { model, Schema } from 'mongoose';
import type { DraftPackStatus, SetCard } from '@progression/contracts';
import { outboxField, type WithOutbox } from '@progression/service-kit';
import type { ForcedOptions } from '../domain/pack-engine';

/** One pack: its set, seed and layout name (so the audit can roll it again) and the printings it holds. */
export interface StoredPack extends WithOutbox {
  _id: string;
  draftId: string;
  stageId: string;
  stage: number;
  /** Order within the stage. */
  index: number;
  gameId: string | null;
  playerId: string | null;
  userId: string;
  week: number;
  status: DraftPackStatus;
  set: { id: string; setCode: string; setName: string };
  seed: number;
  layoutName: string;
  /** FIXED stages: the odds-slot options this pack was given. */
  forced: ForcedOptions;
  cards: SetCard[];
  expiresAt: Date | null;
  /** The `draft.packs.opened` event that opened it (so a bulk open knows which packs it opened). */
  openedBy?: string | null;
}

const packSchema = new Schema<StoredPack>(
  {
    _id: { type: String, required: true },
    draftId: { type: String, required: true },
    stageId: { type: String, required: true },
    stage: { type: Number, required: true },
    index: { type: Number, required: true },
    gameId: { type: String, default: null },
    playerId: { type: String, default: null },
    userId: { type: String, required: true },
    week: { type: Number, required: true },
    status: { type: String, required: true },
    set: { type: Schema.Types.Mixed, required: true },
    seed: { type: Number, required: true },
    layoutName: { type: String, required: true },
    forced: { type: Schema.Types.Mixed, default: {} },
    cards: { type: Schema.Types.Mixed, default: () => [] },
    expiresAt: { type: Date, default: null },
    openedBy: { type: String, default: null },
    ...outboxField,
  },
  { versionKey: false, minimize: false },
);
packSchema.index({ draftId: 1, stage: 1, index: 1 });
packSchema.index({ gameId: 1, status: 1 });
packSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export const DraftPackModel = model<StoredPack>('DraftPack', packSchema);
