import { z } from 'zod';
import { id, isoDate } from '../primitives';

/** What a notification tells; the bell uses it to know which pages it makes stale. */
export const notificationKinds = [
  'WEEK_STARTED',
  'CUSTOM_DRAFT',
  'MATCH_RESULT',
  'MATCH_RESET',
  'REWARD_GRANTED',
  'REWARD_REVERTED',
  'REWARD_DELETED',
  'PLAYER_JOINED',
  'GAME_COMPLETED',
  /** A booster draft pick is due: the pack reached the player. */
  'PICK_DUE',
  /** 24 hours before a scheduled start: the player's matches still to play. */
  'WEEK_REMINDER',
  /** A scheduled week start ran (the game's admins), with the start dialog's checks. */
  'SCHEDULED_START',
  /** A playoff's final was decided: its champion. */
  'PLAYOFF_CHAMPION',
  // Confirmed results: a result waits for the opponent; a result was disputed (to the admin).
  'MATCH_PENDING',
  'MATCH_DISPUTED',
] as const;
export const notificationKind = z.enum(notificationKinds);
export type NotificationKind = z.infer<typeof notificationKind>;

/** One thing that happened in one of the caller's games, as the bell lists it. */
export const notification = z.object({
  /** Derived from the event that caused it and the user (one per player per event). */
  id: z.string().min(1),
  /** The user's own ordered sequence: newest is highest; the stream's event id. */
  seq: z.number().int().min(1),
  kind: notificationKind,
  gameId: id,
  message: z.string(),
  /** The page it concerns (an app path such as `/games/game/{id}/overview`). */
  link: z.string(),
  read: z.boolean(),
  createdAt: isoDate,
});
export type Notification = z.infer<typeof notification>;
