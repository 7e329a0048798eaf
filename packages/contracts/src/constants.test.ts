import { cardImageSize, extraDeckRows, fittingColumns, gridColumns } from './constants';

describe('gridColumns', () => {
  it.each([
    [0, 4],
    [749, 4],
    [750, 4],
    [999, 4],
    [1000, 6],
    [1249, 6],
    [1250, 7],
    [1499, 7],
    [1500, 8],
    [1999, 8],
    [2000, 10],
    [2499, 10],
    [2500, 12],
    [2999, 12],
    [3000, 14],
    [3999, 14],
    [4000, 16],
    [10000, 16],
  ])('gives %i px %i columns', (width, columns) => {
    expect(gridColumns(width)).toBe(columns);
  });
});

describe('fittingColumns', () => {
  it("keeps the spec's columns where whole cards fit, and takes fewer where they would be cropped", () => {
    // 4 small cards (105 px) and 3 gaps of 8 px need 444 px.
    expect(fittingColumns(900, 105, 8)).toBe(4);
    expect(fittingColumns(444, 105, 8)).toBe(4);
    expect(fittingColumns(443, 105, 8)).toBe(3);
    expect(fittingColumns(374, 105, 8)).toBe(3);
    expect(fittingColumns(1200, 105, 8)).toBe(6);
  });

  it('gives at least one column, however narrow', () => {
    expect(fittingColumns(50, 105, 8)).toBe(1);
  });
});

describe('extraDeckRows', () => {
  it('fits the 15 extra deck cards', () => {
    expect(extraDeckRows(4)).toBe(4);
    expect(extraDeckRows(8)).toBe(2);
    expect(extraDeckRows(16)).toBe(1);
  });
});

describe('cardImageSize', () => {
  it('scales the 200 by 140 base, x-large by 2.5 high and 3.5 wide', () => {
    expect(cardImageSize('medium')).toEqual({ height: 200, width: 140 });
    expect(cardImageSize('small')).toEqual({ height: 150, width: 105 });
    expect(cardImageSize('xLarge')).toEqual({ height: 500, width: 490 });
  });
});
