import { chanceOfAtLeastOne, openingOdds } from './opening-odds';

describe('opening odds', () => {
  it('matches the known figures for 3 copies in 40 cards', () => {
    const odds = openingOdds(40, 3);
    expect(odds.firstPlayer).toBeCloseTo(0.33755, 5);
    expect(odds.secondPlayer).toBeCloseTo(0.39433, 5);
  });

  it('is certain when every card is marked and impossible when none is', () => {
    expect(chanceOfAtLeastOne(40, 40, 5)).toBe(1);
    expect(chanceOfAtLeastOne(40, 0, 5)).toBe(0);
    expect(chanceOfAtLeastOne(0, 0, 5)).toBe(0);
  });

  it('is certain when the hand cannot avoid the group', () => {
    expect(chanceOfAtLeastOne(40, 36, 5)).toBeCloseTo(1, 10);
  });
});
