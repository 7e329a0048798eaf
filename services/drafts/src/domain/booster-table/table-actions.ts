import { messages } from '@progression/contracts';
import { BadRequest, Conflict, NotFound } from '@progression/service-kit';
import type { StoredTable } from '../../models/draft-table';
import { changeTable } from './change-table';
import { applyPick, pickExpired, turnOf, type SeatRecord } from './rules';

/**
 * What players, the deadline sweep and the game's admin do to a table; each one change through
 * `changeTable` (exactly once, refusals before anything is written).
 */

function seatOf(table: StoredTable, seat: number): SeatRecord {
  const found = table.seats[seat];
  if (!found) throw new NotFound(messages.boosterDraft.seatNotFound(seat));
  return found;
}

/**
 * A player's pick `pickNumber` of the card `cardId` from the pack in front of them. The same pick again is
 * answered as made (idempotent); another card for a made pick, a pick the pack has not reached, a card not
 * in the pack are refused.
 */
export function pickCard(tableId: string, seat: number, pickNumber: number, cardId: string) {
  return changeTable(tableId, (table, { now }) => {
    const made = table.picks.find((pick) => pick.seat === seat && pick.pickNumber === pickNumber);
    if (made) {
      if (made.setCardId === cardId) return 'UNCHANGED';
      throw new Conflict(messages.boosterDraft.alreadyPicked(pickNumber));
    }
    if (table.status === 'COMPLETE') throw new Conflict(messages.boosterDraft.tableComplete);
    if (table.status === 'PAUSED') throw new Conflict(messages.boosterDraft.tablePaused);
    const turn = turnOf(table, seat);
    if (turn.kind !== 'PICKING' || turn.pickNumber !== pickNumber)
      throw new Conflict(messages.boosterDraft.pickOutOfTurn);
    const index = turn.remaining.find((candidate) => turn.pack.cards[candidate]!.id === cardId);
    if (index === undefined) throw new BadRequest(messages.boosterDraft.cardNotInPack, 'cardId');
    applyPick(table, seat, turn, index, 'PLAYER', now);
    return 'CHANGED';
  });
}

/** Picks for every player of the table whose deadline passed (the documented auto-pick). */
export function pickExpiredOf(tableId: string, now = new Date()) {
  return changeTable(
    tableId,
    (table, { collection }) =>
      table.status === 'ACTIVE' && pickExpired(table, now, collection) > 0 ? 'CHANGED' : 'UNCHANGED',
    now,
    { withCollection: true },
  );
}

/** The admin pauses the table: no picks, deadlines stand still. Pausing a paused table changes nothing. */
export function pauseTable(tableId: string) {
  return changeTable(tableId, (table, { now }) => {
    if (table.status === 'COMPLETE') throw new Conflict(messages.boosterDraft.tableComplete);
    if (table.status === 'PAUSED') return 'UNCHANGED';
    table.status = 'PAUSED';
    table.pausedAt = now;
    return 'CHANGED';
  });
}

/** The admin resumes a paused table: every deadline moves on by the pause's length. */
export function resumeTable(tableId: string) {
  return changeTable(tableId, (table, { now }) => {
    if (table.status === 'COMPLETE') throw new Conflict(messages.boosterDraft.tableComplete);
    if (table.status !== 'PAUSED' || !table.pausedAt) return 'UNCHANGED';
    const paused = now.getTime() - new Date(table.pausedAt).getTime();
    for (const seat of table.seats)
      if (seat.deadline) seat.deadline = new Date(new Date(seat.deadline).getTime() + paused);
    table.status = 'ACTIVE';
    table.pausedAt = null;
    return 'CHANGED';
  });
}

/** The admin gives a seat `seconds` more for the pick in front of it. */
export function extendDeadline(tableId: string, seat: number, seconds: number) {
  return changeTable(tableId, (table) => {
    const record = seatOf(table, seat);
    if (table.status === 'COMPLETE') throw new Conflict(messages.boosterDraft.tableComplete);
    if (record.kind === 'BOT') throw new Conflict(messages.boosterDraft.seatAlreadyBot);
    if (!record.deadline) throw new Conflict(messages.boosterDraft.seatNotPicking);
    record.deadline = new Date(new Date(record.deadline).getTime() + seconds * 1000);
    return 'CHANGED';
  });
}

/** The admin replaces a player by a bot, which makes the seat's picks from now on (at once). */
export function replaceByBot(tableId: string, seat: number) {
  return changeTable(tableId, (table) => {
    const record = seatOf(table, seat);
    if (table.status === 'COMPLETE') throw new Conflict(messages.boosterDraft.tableComplete);
    if (record.kind === 'BOT') throw new Conflict(messages.boosterDraft.seatAlreadyBot);
    record.kind = 'BOT';
    record.replacedByBot = true;
    record.deadline = null;
    return 'CHANGED';
  });
}
