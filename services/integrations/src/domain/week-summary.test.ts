import { banlistChanges } from './week-summary';

const version = (entries: Array<[string, 'FORBIDDEN' | 'MAX_ONE' | 'MAX_TWO']>) => ({
  format: 'TCG' as const,
  activeFrom: '2002-01-01T00:00:00.000Z',
  entries: entries.map(([cardId, banType]) => ({ cardId, banType })),
});

describe('banlistChanges', () => {
  it('names the cards whose limit changed, added or dropped, and leaves the rest out', () => {
    const changes = banlistChanges(
      version([
        ['pot', 'FORBIDDEN'],
        ['raigeki', 'MAX_ONE'],
        ['monster-reborn', 'MAX_ONE'],
      ]),
      version([
        ['pot', 'FORBIDDEN'],
        ['raigeki', 'FORBIDDEN'],
        ['mirror-force', 'MAX_TWO'],
      ]),
    );
    expect(changes).toEqual([
      { cardId: 'raigeki', from: 'MAX_ONE', to: 'FORBIDDEN' },
      { cardId: 'monster-reborn', from: 'MAX_ONE', to: undefined },
      { cardId: 'mirror-force', from: undefined, to: 'MAX_TWO' },
    ]);
  });
});
