import type { Card } from '@progression/contracts';
import { PrintingTable, type PrintingRow } from './printing-table';

const card = (id: string, ...artworkIds: string[]) =>
  ({ id, artworkIds: [id, ...artworkIds] }) as unknown as Card;
const cards = [card('100', '101'), card('200')];
const sets = ['set-a', 'set-b'];

let next = 0;
const row = (overrides: Partial<PrintingRow>): PrintingRow => {
  next += 1;
  return {
    _id: next.toString(16).padStart(24, '0'),
    setId: 'set-a',
    setName: 'Alpha',
    cardId: '100',
    printingCode: 'A-001',
    rarity: 'COMMON',
    rarityName: 'Common',
    equivalentRarity: 'COMMON',
    ...overrides,
  };
};

function tableOf(rows: PrintingRow[]) {
  const cardIndex = new Map([
    ['100', 0],
    ['101', 0],
    ['200', 1],
  ]);
  const builder = PrintingTable.builder(
    cards,
    (id) => cardIndex.get(id),
    sets.length,
    (id) => (sets.includes(id) ? sets.indexOf(id) : undefined),
  );
  rows.forEach((printing) => builder.add(printing));
  return builder.build();
}

describe('PrintingTable', () => {
  const rows = [
    row({ printingCode: 'A-010' }),
    row({
      printingCode: 'A-002',
      rarity: 'SECRET_RARE',
      rarityName: 'Secret Rare',
      equivalentRarity: 'SECRET_RARE',
    }),
    row({ printingCode: 'A-002' }),
    row({
      _id: 'abcdef0000000000000000ab',
      setId: 'set-b',
      setName: 'Beta',
      printingCode: 'B-001',
      cardId: '101',
    }),
    row({ setId: 'set-b', setName: 'Beta', printingCode: 'B-002', cardId: '200' }),
    row({ setId: 'gone', setName: 'Gone', printingCode: 'G-001' }),
    row({ cardId: '999' }),
    row({ _id: 'not-hex-id', printingCode: 'A-003', cardId: '200' }),
  ];
  const table = tableOf(rows);

  it('answers a set printings by code, equal codes in stored order, each with its card', () => {
    const alpha = table.ofSet(0);
    expect(alpha.map((p) => [p.printingCode, p.rarity])).toEqual([
      ['A-002', 'SECRET_RARE'],
      ['A-002', 'COMMON'],
      ['A-003', 'COMMON'],
      ['A-010', 'COMMON'],
    ]);
    expect(alpha[0]).toEqual({
      id: rows[1]._id,
      setId: 'set-a',
      setName: 'Alpha',
      cardId: '100',
      card: cards[0],
      rarity: 'SECRET_RARE',
      rarityName: 'Secret Rare',
      printingCode: 'A-002',
      equivalentRarity: 'SECRET_RARE',
    });
    expect(Object.keys(alpha[0])).toEqual([
      'id',
      'setId',
      'setName',
      'cardId',
      'card',
      'rarity',
      'rarityName',
      'printingCode',
      'equivalentRarity',
    ]);
  });

  it('answers a card printings by set name then code, keeping the artwork passcode it was stored under', () => {
    expect(table.ofCard(0).map((p) => [p.setName, p.printingCode, p.cardId])).toEqual([
      ['Alpha', 'A-002', '100'],
      ['Alpha', 'A-002', '100'],
      ['Alpha', 'A-010', '100'],
      ['Beta', 'B-001', '101'],
      ['Gone', 'G-001', '100'],
    ]);
    expect(table.setHasPrintings(1)).toBe(true);
  });

  it('finds a printing by its id, only as written', () => {
    expect(table.find(rows[3]._id)?.printingCode).toBe('B-001');
    expect(table.find('not-hex-id')?.printingCode).toBe('A-003');
    expect(table.find('not-hex-id')?.id).toBe('not-hex-id');
    expect(table.find(rows[3]._id.toUpperCase())).toBeUndefined();
    expect(table.find('f'.repeat(24))).toBeUndefined();
    expect(table.find(rows[6]._id)).toBeUndefined(); // its card is unknown: left out
  });

  it('finds every one of many printings', () => {
    const many = Array.from({ length: 500 }, (_, at) =>
      row({ printingCode: `M-${at}`, _id: (at * 7919).toString(16).padStart(24, 'a') }),
    );
    const big = tableOf(many);
    for (const printing of many) expect(big.find(printing._id)?.printingCode).toBe(printing.printingCode);
  });
});
