import { model, Schema } from 'mongoose';

const playedMatchSchema = new Schema(
  {
    /** The match's id: one document per match, whatever how many results it saw. */
    _id: { type: String, required: true },
    gameId: { type: String, required: true },
    week: { type: Number, required: true },
    /** Both players' ids. */
    playerIds: { type: [String], required: true },
  },
  // Written once, never changed.
  { timestamps: false },
);
// Who played whom in a week.
playedMatchSchema.index({ gameId: 1, week: 1, playerIds: 1 });

/**
 * A match whose result was reported, kept from `match.result.recorded`: from then on its two players may
 * see each other's registered deck for that week (a later reset does not hide them again).
 */
export const PlayedMatch = model('PlayedMatch', playedMatchSchema);
