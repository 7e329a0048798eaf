import { messages } from '@progression/contracts';
import {
  canAdd,
  canRemove,
  changeQuantity,
  ruleInfo,
  selectionError,
  toSelections,
  type ShopSet,
} from './shop-rules';

const lob: ShopSet = { id: 'lob', setCode: 'LOB', setName: 'Legend of Blue Eyes', type: 'BOOSTER' };
const mrd: ShopSet = { id: 'mrd', setCode: 'MRD', setName: 'Metal Raiders', type: 'BOOSTER' };
const sdy: ShopSet = { id: 'sdy', setCode: 'SDY', setName: 'Starter Deck: Yugi', type: 'DECK' };
const sets = [lob, mrd, sdy];

describe('the shop rules', () => {
  it('blocks plus once every pack is chosen, and minus at 0', () => {
    const full = { lob: 2, mrd: 1 };
    expect(canAdd(full, sdy, [], 3)).toBe(false);
    expect(changeQuantity(full, sdy, 1, [], 3)).toBe(full);
    expect(canAdd({ lob: 2 }, sdy, [], 3)).toBe(true);
    expect(canRemove({}, lob)).toBe(false);
    expect(changeQuantity({}, lob, -1, [], 3)).toEqual({});
    expect(changeQuantity({ lob: 1 }, lob, -1, [], 3)).toEqual({ lob: 0 });
  });

  it('blocks plus when a rule without a type would be broken for that set', () => {
    const rules = [{ max: 2 }];
    expect(canAdd({ lob: 2 }, lob, rules, 10)).toBe(false);
    expect(canAdd({ lob: 2 }, mrd, rules, 10)).toBe(true);
  });

  it('applies a typed rule to sets of that type only', () => {
    const rules = [{ type: 'DECK' as const, max: 1 }];
    expect(canAdd({ sdy: 1 }, sdy, rules, 10)).toBe(false);
    expect(canAdd({ lob: 5 }, lob, rules, 10)).toBe(true);
  });

  it('refuses a selection with the spec messages', () => {
    expect(selectionError({ lob: 1 }, sets, [], 3)).toBe(messages.drafts.mustSelectPacks(3));
    expect(selectionError({ lob: 4 }, sets, [], 3)).toBe(messages.drafts.selectedTooManyPacks(3));
    expect(selectionError({ lob: 3 }, sets, [{ max: 2 }], 3)).toBe(
      messages.drafts.maxPacksOfSet(2, 'Legend of Blue Eyes'),
    );
    expect(selectionError({ sdy: 2, lob: 1 }, sets, [{ type: 'DECK', max: 1 }], 3)).toBe(
      messages.drafts.maxPacksOfType(1, 'Structure Deck'),
    );
    expect(selectionError({ lob: 2, mrd: 1 }, sets, [{ max: 2 }], 3)).toBeUndefined();
  });

  it('words an info banner per rule', () => {
    expect(ruleInfo({ max: 2 })).toBe('You cannot select more than 2 packs of any one set');
    expect(ruleInfo({ type: 'BOOSTER', max: 3 })).toBe('You cannot select more than 3 of any one Core pack');
  });

  it('sends only the sets with packs', () => {
    expect(toSelections({ lob: 2, mrd: 0 })).toEqual([{ setId: 'lob', quantity: 2 }]);
  });
});
