import {
  passDirectionOf,
  type DraftTableView,
  type SetCard,
  type TableLogResponse,
  type TableSeat,
} from '@progression/contracts';
import type { Clients } from '../clients';
import {
  cardOf,
  totalPicksPerSeat,
  turnOf,
  type SeatRecord,
  type TableCard,
} from '../domain/booster-table/rules';
import type { StoredTable } from './draft-table';

/** Whole printings of a table's cards: from the catalog's set lists (cached), as the packs were rolled from. */
async function printingsOf(table: StoredTable, clients: Clients): Promise<(card: TableCard) => SetCard> {
  const setIds = [...new Set(table.packs.map((pack) => pack.set.id))];
  const byId = new Map<string, SetCard>();
  for (const cards of await Promise.all(setIds.map((setId) => clients.catalog.setCards(setId))))
    for (const card of cards) byId.set(card.id, card);
  return (card) => byId.get(card.id)!;
}

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

/**
 * The table as the player of the draft `draftId` sees it (the seat that draft sits at; none for a late
 * joiner's): the pack in front of them, their picks.
 */
export async function presentTable(
  table: StoredTable,
  draftId: string,
  clients: Clients,
): Promise<DraftTableView> {
  const printing = await printingsOf(table, clients);
  const seat = table.seats.find((candidate) => candidate.draftId === draftId);
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
          cards: picking.remaining.map((index) => printing(picking.pack.cards[index]!)),
        }
      : null,
    yourSeat: seat?.seat ?? null,
    seats: presentSeats(table),
    picks: seat
      ? table.picks
          .filter((pick) => pick.seat === seat.seat)
          .sort((a, b) => a.order - b.order)
          .map((pick) => printing(cardOf(table, pick)))
      : [],
    pausedAt: iso(table.pausedAt),
    completedAt: iso(table.completedAt),
    version: table.version,
  };
}

/**
 * What the player of the draft `draftId` took from the table, in the order picked: their own picks and
 * the deadline's (a bot's, after the admin replaced them, go to no collection). None when not seated.
 */
export async function presentDraftPicks(
  table: StoredTable,
  draftId: string,
  clients: Clients,
): Promise<SetCard[]> {
  const seat = table.seats.find((candidate) => candidate.draftId === draftId);
  if (!seat) return [];
  const printing = await printingsOf(table, clients);
  return table.picks
    .filter((pick) => pick.seat === seat.seat && pick.method !== 'BOT')
    .sort((a, b) => a.order - b.order)
    .map((pick) => printing(cardOf(table, pick)));
}

/** Every pick of the table in the order made. */
export async function presentLog(table: StoredTable, clients: Clients): Promise<TableLogResponse> {
  const printing = await printingsOf(table, clients);
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
        card: printing(cardOf(table, pick)),
        pickedAt: new Date(pick.pickedAt).toISOString(),
      })),
  };
}
