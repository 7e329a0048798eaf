import { tableRefetchMs } from './table-refetch';

describe('the fallback reading of a booster draft table', () => {
  it('reads a running table every 15 seconds besides the stream, and a paused one every 20', () => {
    expect(tableRefetchMs({ status: 'ACTIVE' })).toBe(15_000);
    expect(tableRefetchMs({ status: 'PAUSED' })).toBe(20_000);
  });

  it('stops once the table is complete', () => {
    expect(tableRefetchMs({ status: 'COMPLETE' })).toBe(false);
  });
});
