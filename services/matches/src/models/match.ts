import { model, Schema, type InferSchemaType } from 'mongoose';
import { outboxField } from '@progression/service-kit';

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
    winnerId: { type: String, default: null },
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

/** A match of one week between two players of a game. */
export const Match = model('Match', matchSchema);
export type MatchRecord = InferSchemaType<typeof matchSchema> & { _id: string };
