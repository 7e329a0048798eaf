import type { DraftTableView, SetCard, TableLogResponse, TablePick, TableSeat } from '@progression/contracts';
import { lob } from './fixtures';

// Made-up booster draft tables for component tests, shaped like the drafts service's answers.

export function makeSeat(seat: number, name: string, extra: Partial<TableSeat> = {}): TableSeat {
  return {
    seat,
    kind: 'PLAYER',
    playerId: `player-${seat + 1}`,
    name,
    replacedByBot: false,
    state: 'WAITING',
    picks: 0,
    deadline: null,
    ...extra,
  };
}

export function makeTable(extra: Partial<DraftTableView> = {}): DraftTableView {
  return {
    tableId: 'table-1',
    draftId: 'draft-1',
    gameId: 'game-1',
    week: 1,
    stage: 1,
    status: 'ACTIVE',
    rounds: 2,
    round: 1,
    direction: 'LEFT',
    pickNumber: 1,
    totalPicks: 4,
    pickSeconds: 120,
    deadline: null,
    pack: null,
    yourSeat: 0,
    seats: [makeSeat(0, 'alice'), makeSeat(1, 'bob'), makeSeat(2, 'Bot 1', { kind: 'BOT', playerId: null })],
    picks: [],
    pausedAt: null,
    completedAt: null,
    version: 1,
    ...extra,
  };
}

export const packOf = (cards: SetCard[], packId = 'pack-1') => ({ packId, set: lob, round: 1, cards });

export function makeLog(
  picks: Array<[seat: number, name: string, card: SetCard, method?: TablePick['method']]>,
): TableLogResponse {
  return {
    tableId: 'table-1',
    status: 'COMPLETE',
    seats: makeTable().seats,
    picks: picks.map(([seat, name, card, method = 'PLAYER'], index) => ({
      order: index + 1,
      round: 1,
      pickNumber: Math.floor(index / 3) + 1,
      seat,
      name,
      playerId: seat < 2 ? `player-${seat + 1}` : null,
      method,
      packId: 'pack-1',
      card,
      pickedAt: '2026-01-01T00:00:00.000Z',
    })),
  };
}
