import type { DeckCard } from '@progression/contracts';
import { inboxField } from '@progression/service-kit';
import { model, Schema, type InferSchemaType } from 'mongoose';
import { deckCardSchema } from './deck';

/** A player's registered deck: a frozen copy of the deck and the verdict given when it was registered. */
const registrationSchema = new Schema(
  {
    playerId: { type: String, required: true },
    userId: { type: String, required: true },
    /** The deck copied; later saves of that deck never reach this copy. */
    deckId: { type: String, required: true },
    name: { type: String, required: true },
    cards: { type: [deckCardSchema], default: [] },
    /** Judged at registration: the week's banlist and the copies the player owned then. */
    valid: { type: Boolean, required: true },
    reasons: { type: [String], default: [] },
    registeredAt: { type: Date, required: true },
  },
  { _id: false },
);

const registrationWeekSchema = new Schema(
  {
    /** `<gameId>:<week>`: one document per game and week. */
    _id: { type: String, required: true },
    gameId: { type: String, required: true },
    week: { type: Number, required: true },
    /** The admin's closing time, if set. */
    closesAt: { type: Date, default: null },
    /** When the week's first reported result closed registration (for good). */
    closedAt: { type: Date, default: null },
    closedByMatchId: { type: String, default: null },
    /**
     * The registrations by player id, in this one document so a registration and the close are ordered by
     * the store: a registration is written only while the document says open.
     */
    registrations: { type: Map, of: registrationSchema, default: () => new Map() },
    ...inboxField,
  },
  { timestamps: true },
);

/** A game's week as registration sees it: whether it is open and every player's registered deck. */
export const RegistrationWeek = model('RegistrationWeek', registrationWeekSchema);
export type RegistrationWeekRecord = InferSchemaType<typeof registrationWeekSchema>;
/** A registration as stored and as written (plain values; the store casts the cards). */
export interface RegistrationRecord {
  playerId: string;
  userId: string;
  deckId: string;
  name: string;
  cards: DeckCard[];
  valid: boolean;
  reasons: string[];
  registeredAt: Date;
}

export const registrationWeekId = (gameId: string, week: number) => `${gameId}:${week}`;
