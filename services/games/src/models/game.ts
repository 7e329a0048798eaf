import mongoose from 'mongoose';
import { outboxField } from '@progression/service-kit';

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

export const Game = mongoose.model('Game', gameSchema, 'games');
export type GameDocument = InstanceType<typeof Game>;
export type PlayerDocument = GameDocument['players'][number];
