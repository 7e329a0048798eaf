import { model, Schema, type InferSchemaType } from 'mongoose';
import { inboxField } from '@progression/service-kit';

/**
 * A player's total wins and losses in a game (`_id` = `<gameId>:<playerId>`), counted from
 * `match.result.recorded`: the win and loss tracks' counters. Each result changes it once (the inbox).
 */
const standingSchema = new Schema(
  {
    _id: { type: String, required: true },
    gameId: { type: String, required: true, index: true },
    playerId: { type: String, required: true },
    wins: { type: Number, default: 0 },
    losses: { type: Number, default: 0 },
    ...inboxField,
  },
  { versionKey: false },
);

export const Standing = model('Standing', standingSchema);
export type StandingDocument = InferSchemaType<typeof standingSchema>;
export const standingId = (gameId: string, playerId: string) => `${gameId}:${playerId}`;
