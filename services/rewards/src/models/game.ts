import { model, Schema, type InferSchemaType } from 'mongoose';
import { inboxField } from '@progression/service-kit';

/**
 * Rewards' copy of a game (`_id` = the game id), kept from `game.player.joined` and `game.week.started`,
 * which carry it: the players keyed by player id, the started weeks keyed by week number with their sets,
 * and the plan's pools. Keys make every change a `$set` of its own path, so joins and week starts give the
 * same copy in whichever order they arrive; each event is applied once (the inbox).
 */
const gameSchema = new Schema(
  {
    _id: { type: String, required: true },
    /** Player id -> { userId, username, isAdmin, joinOrder }. */
    players: { type: Schema.Types.Mixed, default: {} },
    /** Week number -> { weekSets: [{ pool, sets }] }. */
    weeks: { type: Schema.Types.Mixed, default: {} },
    cardPools: { type: [{ _id: false, name: String, type: { type: String } }], default: [] },
    ...inboxField,
  },
  { versionKey: false, minimize: false },
);

export const Game = model('Game', gameSchema);
export type GameDocument = InferSchemaType<typeof gameSchema>;
