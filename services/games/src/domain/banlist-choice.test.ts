import { banlistDateOfWeek } from './banlist-choice';

const week = {
  weekSets: [
    { sets: [{ releaseDate: new Date('2002-06-26') }] },
    { sets: [{ releaseDate: new Date('2002-03-08') }] },
  ],
};
const config = (
  banlistBehaviour: 'FULL' | 'NO_BANS',
  banlistSelectionBehaviour: 'EARLIEST_PACK' | 'LATEST_PACK',
) => ({
  banlistTemplate: 'TCG' as const,
  banlistBehaviour,
  banlistSelectionBehaviour,
});

describe('banlistDateOfWeek', () => {
  it('takes the earliest or the latest release over all pools of the week', () => {
    expect(banlistDateOfWeek(config('FULL', 'EARLIEST_PACK'), week)?.toISOString()).toBe(
      '2002-03-08T00:00:00.000Z',
    );
    expect(banlistDateOfWeek(config('FULL', 'LATEST_PACK'), week)?.toISOString()).toBe(
      '2002-06-26T00:00:00.000Z',
    );
  });

  it('has no date for NO_BANS or a week without sets', () => {
    expect(banlistDateOfWeek(config('NO_BANS', 'LATEST_PACK'), week)).toBeUndefined();
    expect(banlistDateOfWeek(config('FULL', 'LATEST_PACK'), { weekSets: [] })).toBeUndefined();
  });
});
