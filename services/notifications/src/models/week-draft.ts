import { model, Schema } from 'mongoose';

const weekDraftSchema = new Schema(
  {
    /** `<user id>:<game id>:<week>`: a player's first weekly draft of the week (insert-only). */
    _id: { type: String, required: true },
    draftId: { type: String, required: true },
  },
  { versionKey: false },
);

export const weekDraftId = (userId: string, gameId: string, week: number) => `${userId}:${gameId}:${week}`;

/**
 * A player's weekly draft, kept so that its week's notification links to it whichever of
 * `game.week.started` and `draft.created` is handled first (see domain/week-draft-links.ts).
 */
export const WeekDraft = model('WeekDraft', weekDraftSchema, 'week_drafts');
