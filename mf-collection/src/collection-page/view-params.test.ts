import { paramsOfView, viewFromParams } from './view-params';

describe('the view in the URL', () => {
  it('reads back the sort and every kind of filter it wrote', () => {
    const view = {
      sort: { category: 'QUANTITY' as const, direction: 'DESCENDING' as const },
      filters: {
        textSearch: { searchText: 'dragon, "blue"', location: 'CARD_TITLE' as const },
        cardType: { items: ['SPELL' as const, 'TRAP' as const], type: 'AND' as const },
        monsterType: { items: ['SEA_SERPENT' as const], type: 'OR' as const },
        attack: { min: 1000, max: 2500 },
        weekAcquired: { min: 2 },
      },
    };
    const params = paramsOfView(view, new URLSearchParams('playerId=p1&sort=NAME'));
    expect(params.get('playerId')).toBe('p1');
    expect(viewFromParams(new URLSearchParams(params.toString()))).toEqual({
      ...view,
      filters: {
        ...view.filters,
        attack: { min: 1000, max: 2500 },
        weekAcquired: { min: 2, max: undefined },
      },
    });
  });

  it('leaves defaults out, and drops what the server would refuse', () => {
    expect(
      paramsOfView({ sort: { category: 'DEFAULT', direction: 'ASCENDING' }, filters: {} }).toString(),
    ).toBe('');
    expect(
      viewFromParams(
        new URLSearchParams('sort=PRICE&dir=UP&attribute=SHADOW&attack.min=1234&level.max=14&level.min=3'),
      ),
    ).toEqual({
      sort: { category: 'DEFAULT', direction: 'ASCENDING' },
      filters: { level: { min: 3, max: undefined } },
    });
  });
});
