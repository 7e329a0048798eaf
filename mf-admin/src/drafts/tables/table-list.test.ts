import type { PackDraft } from '@progression/contracts';
import { tableProgress, tablesOfGame } from './table-list';

const draft = (id: string, week: number, tableIds: Array<string | undefined>): PackDraft =>
  ({
    id,
    week,
    stages: tableIds.map((tableId, index) => ({ stage: index + 1, tableId })),
  }) as unknown as PackDraft;

describe('tablesOfGame', () => {
  it('lists each table once, through the first draft naming it, newest week first', () => {
    const tables = tablesOfGame([
      draft('a1', 1, [undefined, 't1']),
      draft('b1', 1, [undefined, 't1']),
      draft('a2', 2, ['t2']),
      draft('b2', 2, ['t2']),
    ]);
    expect(tables).toEqual([
      { tableId: 't2', draftId: 'a2', week: 2, stage: 1 },
      { tableId: 't1', draftId: 'a1', week: 1, stage: 2 },
    ]);
  });

  it('has no tables in a game without booster drafts', () => {
    expect(tablesOfGame([draft('a1', 1, [undefined])])).toEqual([]);
  });
});

describe('tableProgress', () => {
  it('counts the picks made over every seat against all the table will make', () => {
    expect(tableProgress({ totalPicks: 45, seats: [{ picks: 10 }, { picks: 9 }, { picks: 10 }] })).toEqual({
      made: 29,
      total: 135,
    });
  });
});
