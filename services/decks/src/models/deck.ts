import { deckZones } from '@progression/contracts';
import { inboxField } from '@progression/service-kit';
import { model, Schema, type HydratedDocument, type InferSchemaType } from 'mongoose';

/** One entry of a deck (also of a registered copy). */
export const deckCardSchema = new Schema(
  {
    cardId: { type: String, required: true },
    quantity: { type: Number, required: true },
    zone: { type: String, enum: deckZones, required: true },
  },
  { _id: false },
);

const deckSchema = new Schema(
  {
    gameId: { type: String, required: true },
    /** The game's player id of the owner (what the collection counts copies by). */
    playerId: { type: String, required: true },
    /** The owner's user id, so a write checks ownership without asking the games service. */
    userId: { type: String, required: true },
    name: { type: String, required: true },
    cards: { type: [deckCardSchema], default: [] },
    /** Computed by the server on every save, on reads (fresh owned counts) and on a new week's banlist. */
    valid: { type: Boolean, required: true },
    reasons: { type: [String], default: [] },
    /**
     * Bumped by every save. A save replaces name, cards and validity in one update, so parallel saves leave
     * one of them whole; a validity refresh applies only to the revision it judged.
     */
    revision: { type: Number, default: 0 },
    ...inboxField,
  },
  { timestamps: true },
);
// The list query: one player's decks in one game, most recently updated first.
deckSchema.index({ gameId: 1, playerId: 1, updatedAt: -1 });

/** A player's deck in a game. */
export const Deck = model('Deck', deckSchema);
export type DeckDocument = HydratedDocument<InferSchemaType<typeof deckSchema>>;
export type DeckRecord = InferSchemaType<typeof deckSchema> & { _id: unknown };
