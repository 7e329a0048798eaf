import { nextStartText } from './next-start';

describe('nextStartText', () => {
  it("says the start in the reader's zone, then in the league's, in en-GB", () => {
    expect(nextStartText('2026-12-07T18:00:00.000Z', 'Europe/London', 'Europe/Berlin')).toBe(
      'The next week starts Mon, 07/12/2026, 19:00 (Mon, 07/12/2026, 18:00 Europe/London)',
    );
  });
  it('says it once when both zones tell the same time', () => {
    expect(nextStartText('2026-07-06T17:00:00.000Z', 'Europe/London', 'Europe/London')).toBe(
      'The next week starts Mon, 06/07/2026, 18:00',
    );
  });
});
