import { classifySet, setTypeFromDistributions, setTypeFromName } from './set-types';

describe('setTypeFromDistributions', () => {
  it.each([
    [['preconstructed'], 'DECK'],
    [['TCG Core Booster Pre-SOD', null], 'BOOSTER'],
    [['Tin Promo Cards'], 'PROMO'],
    [['TCG Special Edition Card Pre-CROS'], 'PROMO'],
    [['Hidden Arsenal Pack'], 'PACK'],
    [['TCG Tournament Pack'], 'PACK'],
  ])('types %j as %s', (distributions, type) => {
    expect(setTypeFromDistributions(distributions as Array<string | null>)).toBe(type);
  });

  it('is silent when no distribution is known', () => {
    expect(setTypeFromDistributions([null, null])).toBeUndefined();
  });
});

describe('setTypeFromName', () => {
  it.each([
    ['Structure Deck: Albaz Strike', 10, 'DECK'],
    ['Starter Deck: Yugi Evolution', 50, 'DECK'],
    ['2-Player Starter Set', 88, 'DECK'],
    ['2017 Mega-Tin Mega Pack', 247, 'PACK'],
    ['2020 Tin of Lost Memories', 9, 'PROMO'],
    ['Duel Terminal 5', 30, 'PROMO'],
    ['Speed Duel GX: Duel Academy Box', 200, 'MISC'],
    ['Yu-Gi-Oh! Championship Series 2019 prize card', 1, 'PROMO'],
    ['Battles of Legend: Monster Mayhem', 120, 'PACK'],
    ['Phantom Nightmare', 125, 'BOOSTER'],
    ['Nike collaboration cards', 2, 'MISC'],
  ])('types "%s" (%i cards) as %s', (name, cards, type) => {
    expect(setTypeFromName(name, cards)).toBe(type);
  });
});

describe('classifySet', () => {
  it('trusts the pack data over the name', () => {
    expect(classifySet('Dark Beginning 1', 250, ['TCG Reprint Booster Pre-DR4'])).toBe('PACK');
    expect(classifySet('Legend of Blue Eyes White Dragon', 126, [null, 'TCG Core Booster Pre-SOD'])).toBe(
      'BOOSTER',
    );
  });
});
