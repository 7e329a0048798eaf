import { createEvent, type EventEnvelope } from '@progression/contracts';
import { serviceName } from '../../env';
import type { StoredTable } from '../../models/draft-table';
import { cardOf, type DuePick } from './rules';

type TableIdentity = Pick<StoredTable, '_id' | 'gameId' | 'gameName' | 'week'>;

/** `draft.pick.due` for a player whose pick became due (the bell and the chat bot tell them). */
export function dueEvent(table: TableIdentity, due: DuePick): EventEnvelope<'draft.pick.due'> {
  return createEvent('draft.pick.due', serviceName, {
    version: 1,
    gameId: table.gameId,
    gameName: table.gameName,
    tableId: table._id,
    draftId: due.seat.draftId!,
    playerId: due.seat.playerId!,
    userId: due.seat.userId!,
    username: due.seat.name,
    week: table.week,
    round: due.round,
    pickNumber: due.pickNumber,
    deadline: due.deadline,
  });
}

/**
 * `draft.picks.collected` for every player of a completed table: the picks made while they sat there
 * (their own and the deadline's); a bot's picks go to no collection.
 */
export function collectedEvents(
  table: TableIdentity & Pick<StoredTable, 'seats' | 'picks' | 'packs'>,
): Array<EventEnvelope<'draft.picks.collected'>> {
  return table.seats
    .filter((seat) => seat.playerId && seat.userId && seat.draftId)
    .map((seat) =>
      createEvent('draft.picks.collected', serviceName, {
        version: 1,
        gameId: table.gameId,
        playerId: seat.playerId!,
        userId: seat.userId!,
        draftId: seat.draftId!,
        tableId: table._id,
        week: table.week,
        cards: table.picks
          .filter((pick) => pick.seat === seat.seat && pick.method !== 'BOT')
          .map((pick) => ({
            cardId: pick.cardId,
            setCardId: pick.setCardId,
            equivalentRarity: cardOf(table, pick).equivalentRarity,
          })),
      }),
    );
}

/**
 * `draft.table.changed` after a change of the table: every seated player's open table page reads it
 * again, live (a player a bot replaced is no longer told).
 */
export function changedEvent(
  table: TableIdentity & Pick<StoredTable, 'seats' | 'version'>,
): EventEnvelope<'draft.table.changed'> {
  return createEvent('draft.table.changed', serviceName, {
    version: 1,
    gameId: table.gameId,
    tableId: table._id,
    tableVersion: table.version,
    seats: table.seats
      .filter((seat) => seat.kind === 'PLAYER' && seat.userId && seat.draftId)
      .map((seat) => ({ userId: seat.userId!, draftId: seat.draftId! })),
  });
}
