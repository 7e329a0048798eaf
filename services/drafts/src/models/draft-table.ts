import { model, Schema } from 'mongoose';
import type { DraftTableStatus } from '@progression/contracts';
import { outboxField, type WithOutbox } from '@progression/service-kit';
import type { PickRecord, SeatRecord, TablePackRecord } from '../domain/booster-table/rules';

/**
 * A booster draft table (one BOOSTER_DRAFT stage of a game's week, or of a demo draft): its seats, every
 * pack with its seed, every pick in order. One document, changed by conditional updates on `version` only
 * (change-table.ts).
 */
export interface StoredTable extends WithOutbox {
  /**
   * Derived from (game, week, stage), a demo's from (demo draft, stage): a redelivered week start or a
   * second seating seats nobody twice.
   */
  _id: string;
  /** Null for a demo table: it publishes no pick due, no collection and no live signal (table-events.ts). */
  gameId: string | null;
  /** The game's name, or the mode's for a demo table. */
  gameName: string;
  week: number;
  stage: number;
  rounds: number;
  pickSeconds: number;
  seats: SeatRecord[];
  packs: TablePackRecord[];
  picks: PickRecord[];
  status: DraftTableStatus;
  /** The earliest deadline of a player's pick; null while paused or complete (the sweep's index). */
  nextDeadline: Date | null;
  pausedAt: Date | null;
  completedAt: Date | null;
  /** Once the seated players' drafts know the table is complete (close-table-drafts.ts). */
  draftsClosed?: boolean;
  /** Raised by every change; a change applies only to the version it read. */
  version: number;
  createdAt: Date;
  /** A demo table goes with its demo draft (TTL index); null for a game's table, which stays. */
  expiresAt: Date | null;
}

const tableSchema = new Schema<StoredTable>(
  {
    _id: { type: String, required: true },
    gameId: { type: String, default: null },
    gameName: { type: String, required: true },
    week: { type: Number, required: true },
    stage: { type: Number, required: true },
    rounds: { type: Number, required: true },
    pickSeconds: { type: Number, required: true },
    seats: { type: Schema.Types.Mixed, required: true },
    packs: { type: Schema.Types.Mixed, required: true },
    picks: { type: Schema.Types.Mixed, default: () => [] },
    status: { type: String, required: true },
    nextDeadline: { type: Date, default: null },
    pausedAt: { type: Date, default: null },
    completedAt: { type: Date, default: null },
    draftsClosed: { type: Boolean, default: false },
    version: { type: Number, required: true },
    createdAt: { type: Date, default: () => new Date() },
    expiresAt: { type: Date, default: null },
    ...outboxField,
  },
  { versionKey: false, minimize: false },
);
tableSchema.index({ status: 1, nextDeadline: 1 });
tableSchema.index({ gameId: 1, week: 1 });
// Demo tables expire with their demo drafts (24 hours); a game's table has no expiresAt and stays.
tableSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export const DraftTableModel = model<StoredTable>('DraftTable', tableSchema);
