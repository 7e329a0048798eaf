import { z } from 'zod';
import { count, id, isoDate } from '../primitives';
import { cardSetSummary, setCard } from './card-set';

/**
 * A booster draft table (a BOOSTER_DRAFT stage): the stage's players in join order, then bots up to the
 * step's minimum. Each round every seat opens one pack of the round's set; a seat picks one card from the
 * pack in front of it and passes the rest, left (to the next seat) in odd rounds and right (to the seat
 * before) in even rounds, until the round's packs are empty.
 */

/** ACTIVE while cards are left; PAUSED by the game's admin (deadlines stand still); COMPLETE once all are picked. */
export const draftTableStatuses = ['ACTIVE', 'PAUSED', 'COMPLETE'] as const;
export const draftTableStatus = z.enum(draftTableStatuses);
export type DraftTableStatus = z.infer<typeof draftTableStatus>;

/** Who sits at a seat: a player of the game, or a bot (filling a seat, or replacing a player). */
export const tableSeatKinds = ['PLAYER', 'BOT'] as const;
export const tableSeatKind = z.enum(tableSeatKinds);
export type TableSeatKind = z.infer<typeof tableSeatKind>;

/** PICKING: a pack is in front of the seat; WAITING: its next pack has not reached it; DONE: every pick made. */
export const tableSeatStates = ['PICKING', 'WAITING', 'DONE'] as const;
export const tableSeatState = z.enum(tableSeatStates);
export type TableSeatState = z.infer<typeof tableSeatState>;

/** How a pick was made: by the player, by the server when the deadline passed, or by a bot. */
export const pickMethods = ['PLAYER', 'DEADLINE', 'BOT'] as const;
export const pickMethod = z.enum(pickMethods);
export type PickMethod = z.infer<typeof pickMethod>;

/** Where packs go this round: LEFT (seat i to seat i + 1) in odd rounds, RIGHT (seat i to i - 1) in even. */
export const passDirections = ['LEFT', 'RIGHT'] as const;
export const passDirection = z.enum(passDirections);
export type PassDirection = z.infer<typeof passDirection>;

/** The direction packs pass in a round (1-based): left in odd rounds, right in even rounds. */
export function passDirectionOf(round: number): PassDirection {
  return round % 2 === 1 ? 'LEFT' : 'RIGHT';
}

/** One seat as every reader of the table sees it. */
export const tableSeat = z.object({
  /** 0-based, in join order (players first, then bots). */
  seat: count,
  kind: tableSeatKind,
  /** The player sitting there (kept when a bot replaced them); null for a bot that filled an empty seat. */
  playerId: id.nullable(),
  /** The player's username, or the bot's name (`messages.boosterDraft.botName`). */
  name: z.string(),
  /** True when a bot took over this player's seat (`kind` is then BOT). */
  replacedByBot: z.boolean(),
  state: tableSeatState,
  /** Picks made so far. */
  picks: count,
  /** When the pick in front of the seat is due (null unless PICKING; frozen while the table is paused). */
  deadline: isoDate.nullable(),
});
export type TableSeat = z.infer<typeof tableSeat>;

/** The pack in front of a seat. `cards` are what is left of it; pick one by its `id` (the printing). */
export const tablePack = z.object({
  packId: id,
  set: cardSetSummary,
  /** The round it was opened in (1-based). */
  round: z.number().int().min(1),
  cards: z.array(setCard),
});
export type TablePack = z.infer<typeof tablePack>;

/**
 * GET /rest/api/pack-draft/{id}/table: the table of the draft's booster stage, as the draft's player sees
 * it (the game's admin sees the same view of that player's seat).
 */
export const draftTableView = z.object({
  tableId: id,
  /** The player's pack draft this view was asked through. */
  draftId: id,
  /** Null for a demo draft's table (a mode's designer trying the week alone with bots). */
  gameId: id.nullable(),
  week: count,
  /** The draft stage the table is (1-based). */
  stage: z.number().int().min(1),
  status: draftTableStatus,
  /** Rounds of the table: the step's packs per player. */
  rounds: z.number().int().min(1),
  /** The round the player is in (1-based; the last round once they are done). */
  round: z.number().int().min(1),
  direction: passDirection,
  /**
   * The player's next pick, counted over the whole table from 1 (round 1's picks, then round 2's, ...):
   * send it back with the pick. Once the player is done, their picks + 1.
   */
  pickNumber: z.number().int().min(1),
  /** Picks the player makes in all (every card of their packs' share). */
  totalPicks: count,
  pickSeconds: z.number().int().min(1),
  /** When the current pick is due; null when no pack is in front of the player or the table is paused. */
  deadline: isoDate.nullable(),
  /** The pack in front of the player; null while the next one has not reached them, or when done. */
  pack: tablePack.nullable(),
  /** The player's seat (null when the game's admin reads a draft whose player has no seat). */
  yourSeat: count.nullable(),
  seats: z.array(tableSeat),
  /** The player's picks so far, in the order they were made. */
  picks: z.array(setCard),
  /** When the table was paused (PAUSED only). */
  pausedAt: isoDate.nullable(),
  completedAt: isoDate.nullable(),
  /** Rises with every change of the table: a page keeps the highest it has seen (see `draft-table`). */
  version: z.number().int().min(0),
});
export type DraftTableView = z.infer<typeof draftTableView>;

/** One pick of the table's log. */
export const tablePick = z.object({
  /** 1-based order over the whole table: the order the picks were made in. */
  order: z.number().int().min(1),
  round: z.number().int().min(1),
  /** The seat's pick number (as in the pick request). */
  pickNumber: z.number().int().min(1),
  seat: count,
  /** The seat's name when the pick was made. */
  name: z.string(),
  playerId: id.nullable(),
  method: pickMethod,
  packId: id,
  card: setCard,
  pickedAt: isoDate,
});
export type TablePick = z.infer<typeof tablePick>;
