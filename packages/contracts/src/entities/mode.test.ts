import { fieldErrors } from '../validation';
import { banlistConfig, cardPools, isDuplicatePoolName } from './mode';

describe('card pools', () => {
  it('refuses a duplicate pool name with the spec message', () => {
    const result = cardPools.safeParse([
      { name: 'Core', type: 'STANDARD' },
      { name: 'core ', type: 'REWARD' },
    ]);
    expect(result.success).toBe(false);
    expect(result.error && fieldErrors(result.error)).toEqual({
      '1': 'A pool with this name already exists on this mode',
    });
  });

  it('lets a pool keep its own name when renamed', () => {
    const pools = [{ name: 'Core' }, { name: 'Reward' }];
    expect(isDuplicatePoolName(pools, 'Core', 0)).toBe(false);
    expect(isDuplicatePoolName(pools, 'reward', 0)).toBe(true);
  });
});

describe('banlist config', () => {
  it('asks for a base banlist and a version selection behaviour', () => {
    const result = banlistConfig.safeParse({ banlistBehaviour: 'FULL' });
    expect(result.error && fieldErrors(result.error)).toEqual({
      banlistTemplate: 'Select a base banlist',
      banlistSelectionBehaviour: 'Select a version selection behaviour',
    });
  });
});
