import { model, Schema, type InferSchemaType } from 'mongoose';

const grantedCardSchema = new Schema(
  {
    cardId: { type: String, required: true },
    /** The printing pulled (null for a wildcard card, which names no printing). */
    setCardId: { type: String, default: null },
    /** Equivalent rarity of the printing pulled (null for a wildcard card). */
    rarity: { type: String, default: null },
    quantity: { type: Number, required: true },
  },
  { _id: false },
);

const grantSchema = new Schema(
  {
    /** The id of the event that granted the cards: a redelivery upserts the same grant again. */
    _id: { type: String, required: true },
    gameId: { type: String, required: true },
    playerId: { type: String, required: true },
    source: { type: String, enum: ['DRAFT', 'REWARD', 'IMPORT'], required: true },
    /** The pack draft whose opened packs gave the cards (draft grants). */
    draftId: { type: String, default: null },
    /** The wildcard reward whose claim gave the cards (reward grants). */
    rewardId: { type: String, default: null },
    /** The CSV import that gave the cards (import grants; `_id` is `import:<importId>`). */
    importId: { type: String, default: null },
    week: { type: Number, required: true },
    cards: { type: [grantedCardSchema], required: true },
    /** Set by a reward's revert: the grant stays as a record but counts for nothing. */
    revoked: { type: Boolean, default: false },
  },
  { timestamps: true },
);
// Recounting a player's cards, the export, and a revert finding what a draft or a reward gave.
grantSchema.index({ gameId: 1, playerId: 1, revoked: 1 });
grantSchema.index({ draftId: 1 });
grantSchema.index({ rewardId: 1 });

/**
 * What one event gave one player: the source of truth of a collection. Entries are recounted from the
 * grants, so a revert takes back exactly what its claim (or pack draft) gave.
 */
export const Grant = model('Grant', grantSchema);
export type GrantRecord = InferSchemaType<typeof grantSchema>;
