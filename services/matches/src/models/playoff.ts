import { model, Schema, type InferSchemaType } from 'mongoose';
import { outboxField } from '@progression/service-kit';

const seedSchema = new Schema(
  {
    seed: { type: Number, required: true },
    playerId: { type: String, required: true },
    userId: { type: String, required: true },
    username: { type: String, required: true },
  },
  { _id: false },
);

const playoffMatchSchema = new Schema(
  {
    /** Derived from game, round and slot (domain/playoff-bracket.ts). */
    id: { type: String, required: true },
    round: { type: Number, required: true },
    slot: { type: Number, required: true },
    /** Null until the match before it is decided. */
    firstPlayerId: { type: String, default: null },
    secondPlayerId: { type: String, default: null },
    winnerId: { type: String, default: null },
    firstGames: { type: Number, default: null },
    secondGames: { type: Number, default: null },
    /** Who reported the result last, and whether it was the admin's correction of an earlier one. */
    reportedBy: { type: String, default: null },
    corrected: { type: Boolean, default: false },
  },
  { _id: false },
);

/**
 * A game's playoff (`_id` is the game id, so a game has one): the seeds taken from the season standings and
 * the bracket's matches, embedded, so a result, the winner's move to the next round and, after the final,
 * `playoff.completed` are one conditional write.
 */
const playoffSchema = new Schema(
  {
    _id: { type: String, required: true },
    gameName: { type: String, required: true },
    size: { type: Number, required: true },
    bestOf: { type: Number, required: true },
    startedBy: { type: String, required: true },
    seeds: { type: [seedSchema], default: [] },
    matches: { type: [playoffMatchSchema], default: [] },
    championPlayerId: { type: String, default: null },
    completedAt: { type: Date, default: null },
    ...outboxField,
  },
  { timestamps: true, versionKey: false },
);
playoffSchema.index({ 'matches.id': 1 });

export const Playoff = model('Playoff', playoffSchema);
export type PlayoffRecord = InferSchemaType<typeof playoffSchema> & { _id: string; createdAt: Date };
/** A playoff as read without its outbox. */
export type PlayoffState = Omit<PlayoffRecord, 'outbox'>;
export type PlayoffMatchRecord = PlayoffRecord['matches'][number];
