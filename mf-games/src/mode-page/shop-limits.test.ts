import type { DraftStep } from '@progression/contracts';
import {
  addShopLimit,
  anySet,
  removeShopLimit,
  shopLimitMax,
  shopLimitText,
  updateShopLimit,
  withType,
} from './shop-limits';

const shop: DraftStep = {
  numPacks: 6,
  pool: 'Standard',
  draftBehaviour: 'SHOP',
  rarityDistribution: 'FIXED',
};

describe('shop limits of a SHOP step', () => {
  it('adds, changes and removes rules without touching the step given', () => {
    const one = addShopLimit(shop);
    expect(shop.maxPackRules).toBeUndefined();
    expect(one.maxPackRules).toEqual([{ max: 1 }]);
    const typed = updateShopLimit(one, 0, withType({ max: 2 }, 'DECK'));
    expect(typed.maxPackRules).toEqual([{ type: 'DECK', max: 2 }]);
    expect(updateShopLimit(typed, 0, withType({ type: 'DECK', max: 2 }, anySet)).maxPackRules).toEqual([
      { max: 2 },
    ]);
    expect(removeShopLimit(typed, 0).maxPackRules).toEqual([]);
  });

  it('keeps the most packs a whole number of at least 0', () => {
    expect(shopLimitMax('-3')).toBe(0);
    expect(shopLimitMax('2.7')).toBe(2);
    expect(shopLimitMax('')).toBe(0);
  });

  it('words each rule for read mode', () => {
    expect(shopLimitText({ max: 2 })).toBe('At most 2 packs of any one set');
    expect(shopLimitText({ type: 'PACK', max: 1 })).toBe('At most 1 of any one Booster pack');
  });
});
