import { createEvent, type EventEnvelope } from '@progression/contracts';
import { serviceName } from '../../env';
import type { StoredTable } from '../../models/draft-table';
import { cardOf, type DuePick } from './rules';

type TableIdentity = Pick<StoredTable, '_id' | 'gameId' | 'gameName' | 'week'>;

/**
 * A demo table (a demo draft's, no game) tells nobody: no bell or chat for a pick due, no collection, and
 * no live signal either. Its one player gets their own pick's answer with the bots' picks made in the same
 * write, and their page reads the table again after a deadline passes (BoosterTablePage), so a signal
 * would add nothing; `draft.table.changed` and the others keep their required game.
 */
const announces = (table: TableIdentity): table is TableIdentity & { gameId: string } =>
  table.gameId !== null;

/** `draft.pick.due` for each player whose pick became due (the bell and the chat bot tell them). */
export function dueEvents(
  table: TableIdentity,
  due: readonly DuePick[],
): Array<EventEnvelope<'draft.pick.due'>> {
  if (!announces(table)) return [];
  return due.map((pick) =>
    createEvent('draft.pick.due', serviceName, {
      version: 1,
      gameId: table.gameId,
      gameName: table.gameName,
      tableId: table._id,
      draftId: pick.seat.draftId!,
      playerId: pick.seat.playerId!,
      userId: pick.seat.userId!,
      username: pick.seat.name,
      week: table.week,
      round: pick.round,
      pickNumber: pick.pickNumber,
      deadline: pick.deadline,
    }),
  );
}

/**
 * `draft.picks.collected` for every player of a completed table: the picks made while they sat there
 * (their own and the deadline's); a bot's picks go to no collection, nor do a demo's.
 */
export function collectedEvents(
  table: TableIdentity & Pick<StoredTable, 'seats' | 'picks' | 'packs'>,
): Array<EventEnvelope<'draft.picks.collected'>> {
  if (!announces(table)) return [];
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
 * again, live (a player a bot replaced is no longer told). None for a demo table.
 */
export function changedEvents(
  table: TableIdentity & Pick<StoredTable, 'seats' | 'version'>,
): Array<EventEnvelope<'draft.table.changed'>> {
  if (!announces(table)) return [];
  return [
    createEvent('draft.table.changed', serviceName, {
      version: 1,
      gameId: table.gameId,
      tableId: table._id,
      tableVersion: table.version,
      seats: table.seats
        .filter((seat) => seat.kind === 'PLAYER' && seat.userId && seat.draftId)
        .map((seat) => ({ userId: seat.userId!, draftId: seat.draftId! })),
    }),
  ];
}
