import {
  passDirectionOf,
  type DraftTableView,
  type TableLogResponse,
  type TableSeat,
} from '@progression/contracts';
import { cardOf, totalPicksPerSeat, turnOf, type SeatRecord } from '../domain/booster-table/rules';
import type { StoredTable } from './draft-table';

const iso = (date: Date | string | null) => (date ? new Date(date).toISOString() : null);

/** The seats as every reader sees them; deadlines only while the table runs. */
export function presentSeats(table: StoredTable): TableSeat[] {
  return table.seats.map((seat: SeatRecord) => {
    const turn = turnOf(table, seat.seat);
    return {
      seat: seat.seat,
      kind: seat.kind,
      playerId: seat.playerId,
      name: seat.name,
      replacedByBot: seat.replacedByBot,
      state: turn.kind,
      picks: table.picks.filter((pick) => pick.seat === seat.seat).length,
      deadline: table.status === 'ACTIVE' && seat.kind === 'PLAYER' ? iso(seat.deadline) : null,
    };
  });
}

/** The table as the draft's player (`playerId`) sees it: the pack in front of them, their picks. */
export function presentTable(table: StoredTable, draftId: string, playerId: string | null): DraftTableView {
  const seat = table.seats.find(
    (candidate) => candidate.playerId !== null && candidate.playerId === playerId,
  );
  const turn = seat ? turnOf(table, seat.seat) : undefined;
  const round = turn?.round ?? 1;
  const picking = turn?.kind === 'PICKING' && seat?.kind === 'PLAYER' ? turn : undefined;
  return {
    tableId: table._id,
    draftId,
    gameId: table.gameId,
    week: table.week,
    stage: table.stage,
    status: table.status,
    rounds: table.rounds,
    round,
    direction: passDirectionOf(round),
    pickNumber: turn?.pickNumber ?? 1,
    totalPicks: totalPicksPerSeat(table),
    pickSeconds: table.pickSeconds,
    deadline: picking && table.status === 'ACTIVE' ? iso(seat!.deadline) : null,
    pack: picking
      ? {
          packId: picking.pack._id,
          set: picking.pack.set,
          round: picking.pack.round,
          cards: picking.remaining.map((index) => picking.pack.cards[index]!),
        }
      : null,
    yourSeat: seat?.seat ?? null,
    seats: presentSeats(table),
    picks: seat
      ? table.picks
          .filter((pick) => pick.seat === seat.seat)
          .sort((a, b) => a.order - b.order)
          .map((pick) => cardOf(table, pick))
      : [],
    pausedAt: iso(table.pausedAt),
    completedAt: iso(table.completedAt),
  };
}

/** Every pick of the table in the order made. */
export function presentLog(table: StoredTable): TableLogResponse {
  return {
    tableId: table._id,
    status: table.status,
    seats: presentSeats(table),
    picks: [...table.picks]
      .sort((a, b) => a.order - b.order)
      .map((pick) => ({
        order: pick.order,
        round: pick.round,
        pickNumber: pick.pickNumber,
        seat: pick.seat,
        name: pick.name,
        playerId: pick.playerId,
        method: pick.method,
        packId: pick.packId,
        card: cardOf(table, pick),
        pickedAt: new Date(pick.pickedAt).toISOString(),
      })),
  };
}
