import { model, Schema, type InferSchemaType } from 'mongoose';
import { gameScores, resultStatuses } from '@progression/contracts';
import { outboxField } from '@progression/service-kit';

/** A result waiting for the opponent (PENDING) or, once disputed, for the admin (see domain/results.ts). */
const reportedSchema = new Schema(
  {
    winnerId: { type: String, required: true },
    score: { type: String, enum: gameScores, default: null },
    reportedByPlayerId: { type: String, required: true },
    reportedAt: { type: Date, required: true },
    autoConfirmAt: { type: Date, required: true },
    dispute: {
      type: new Schema({ byPlayerId: String, reason: String, at: Date }, { _id: false }),
      default: null,
    },
  },
  { _id: false },
);

const matchSchema = new Schema(
  {
    /** Derived from game, week and the pair (domain/match-id.ts): a redelivered week start adds nothing. */
    _id: { type: String, required: true },
    gameId: { type: String, required: true },
    weekId: { type: String, required: true },
    weekNum: { type: Number, required: true },
    /** The week's Swiss round; 1 in a round robin (the week is one round). */
    round: { type: Number, default: 1 },
    /** Player ids, the smaller first. */
    firstPlayerId: { type: String, required: true },
    secondPlayerId: { type: String, required: true },
    /** The confirmed winner: the only result that counts (standings, scores, rewards, Swiss rounds). */
    winnerId: { type: String, default: null },
    /** The confirmed result's game score, the winner's games first ('2-1'), when recorded. */
    score: { type: String, enum: gameScores, default: null },
    /** Null without a result; a match stored before confirmed results with a winner is CONFIRMED. */
    resultStatus: { type: String, enum: resultStatuses, default: null },
    /** The result a player reported, until it is confirmed (PENDING, or DISPUTED for the admin). */
    reported: { type: reportedSchema, default: null },
    /** Bumped by every change of the result: each change is a write conditional on the version read. */
    resultVersion: { type: Number, default: 0 },
    /** Set when the game's admin changed the result of a week that was no longer active. */
    correction: {
      type: new Schema({ byUserId: String, at: Date, previousWinnerId: String }, { _id: false }),
      default: null,
    },
    // match.result.recorded travels in the same write as the result it reports.
    ...outboxField,
  },
  { timestamps: true, versionKey: false },
);
// The game's list in week order, covered by the index (4,960 matches of a 10-week, 32-player game are
// read without touching a document).
matchSchema.index({
  gameId: 1,
  weekNum: 1,
  _id: 1,
  weekId: 1,
  round: 1,
  firstPlayerId: 1,
  secondPlayerId: 1,
  winnerId: 1,
});
// The auto-confirm sweep: pending results whose time has come.
matchSchema.index({ resultStatus: 1, 'reported.autoConfirmAt': 1 });

/** A match of one week between two players of a game. */
export const Match = model('Match', matchSchema);
export type MatchRecord = InferSchemaType<typeof matchSchema> & { _id: string };
