import mongoose from 'mongoose';
import type { Weekday } from '@progression/contracts';
import { outboxField } from '@progression/service-kit';
import type { ScheduleState } from '../domain/schedule-state';

/** A set of the plan: what drafts and banlist choices need, copied from the mode. */
const planSetSchema = new mongoose.Schema(
  {
    id: { type: String, required: true },
    type: { type: String, required: true },
    setCode: { type: String, default: '' },
    setName: { type: String, default: '' },
    releaseDate: { type: Date, required: true },
  },
  { _id: false },
);

/** The mode's plan as it was when the game was created; later edits of the mode do not reach it. */
const planSchema = new mongoose.Schema(
  {
    cardPools: [new mongoose.Schema({ name: String, type: String }, { _id: false })],
    weeks: [
      new mongoose.Schema(
        {
          week: Number,
          weekSets: [new mongoose.Schema({ pool: String, sets: [planSetSchema] }, { _id: false })],
        },
        { _id: false },
      ),
    ],
    draftConfig: { type: mongoose.Schema.Types.Mixed, required: true },
    banlistConfig: {
      banlistTemplate: String,
      banlistBehaviour: String,
      banlistSelectionBehaviour: String,
    },
  },
  { _id: false },
);

/** Players live in their game's document, so joining and its event are one atomic write. */
const playerSchema = new mongoose.Schema({
  userId: { type: String, required: true },
  username: { type: String, required: true },
  isAdmin: { type: Boolean, default: false },
  activeDrafts: { type: [String], default: [] },
  /** The active week when the player joined (0 before the start). */
  joinedDuringWeek: { type: Number, default: 0 },
});

const weekSchema = new mongoose.Schema({
  week: { type: Number, required: true },
  /** activeFrom of the base list's version fixed for the week; null for none. */
  banlistVersion: { type: Date, default: null },
  /** The base list's format (TCG, OCG, ...) of that version; null for none. */
  banlistFormat: { type: String, default: null },
  startedAt: { type: Date, required: true },
});

/**
 * The admin's schedule of week starts and the scheduler's bookkeeping. `nextStartAt` is both when the next
 * week starts and the version a scheduled start is conditioned on, so whichever replica writes first
 * starts it and the others match nothing; `remindedWeek` does the same for the reminder.
 */
const scheduleSchema = new mongoose.Schema(
  {
    enabled: { type: Boolean, required: true },
    weekday: { type: String, required: true },
    /** `HH:MM`, wall-clock time in `timeZone`. */
    time: { type: String, required: true },
    /** An IANA name: the start follows the zone's daylight saving time. */
    timeZone: { type: String, required: true },
    /** The next scheduled start; null when off or the game is complete. */
    nextStartAt: { type: Date, default: null },
    /** When the reminder of the active week is due (24 hours before the start); null once sent or off. */
    remindAt: { type: Date, default: null },
    /** The last week whose players were reminded (0 for none). */
    remindedWeek: { type: Number, default: 0 },
  },
  { _id: false },
);

const gameSchema = new mongoose.Schema(
  {
    name: { type: String, required: true },
    modeId: { type: String, required: true },
    cardGameType: { type: String, default: 'YUGIOH' },
    status: { type: String, enum: ['IN_PROGRESS', 'COMPLETE'], default: 'IN_PROGRESS' },
    /** 0 until the first week starts; also the version the week start is conditioned on. */
    activeWeek: { type: Number, default: 0 },
    inviteCode: { type: String, required: true, unique: true },
    settings: { givePriorDraftsToLateJoiners: { type: Boolean, default: false } },
    plan: { type: planSchema, required: true },
    weeks: { type: [weekSchema], default: [] },
    players: { type: [playerSchema], default: [] },
    /** Scheduled week starts; absent until the admin first sets them. */
    schedule: { type: scheduleSchema, default: null },
    /**
     * Pack drafts of the game that completed (or were reverted), so a creation handled after its
     * completion adds nothing to `activeDrafts` (see events/handlers/active-drafts.ts). Never read.
     */
    closedDrafts: { type: [String], default: undefined, select: false },
    ...outboxField,
  },
  { timestamps: true },
);
gameSchema.index({ 'players.userId': 1, createdAt: 1 });
gameSchema.index({ 'players._id': 1 });
// The scheduler's two sweeps: starts and reminders that are due.
gameSchema.index({ 'schedule.nextStartAt': 1 }, { sparse: true });
gameSchema.index({ 'schedule.remindAt': 1 }, { sparse: true });

export const Game = mongoose.model('Game', gameSchema, 'games');
export type GameDocument = InstanceType<typeof Game>;
export type PlayerDocument = GameDocument['players'][number];

/** The stored schedule in the domain's terms (the weekday was validated against the contracts when saved). */
export function scheduleStateOf(game: Pick<GameDocument, 'schedule'>): ScheduleState | null {
  const stored = game.schedule;
  if (!stored) return null;
  return {
    enabled: stored.enabled,
    weekday: stored.weekday as Weekday,
    time: stored.time,
    timeZone: stored.timeZone,
    nextStartAt: stored.nextStartAt ?? null,
    remindAt: stored.remindAt ?? null,
    remindedWeek: stored.remindedWeek ?? 0,
  };
}
