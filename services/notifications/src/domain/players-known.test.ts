import { shouldWaitForPlayers } from './players-known';

describe('shouldWaitForPlayers', () => {
  it('waits while some players are unknown, for the first three deliveries only', () => {
    expect(shouldWaitForPlayers(1, 1)).toBe(true);
    expect(shouldWaitForPlayers(2, 3)).toBe(true);
    expect(shouldWaitForPlayers(2, 4)).toBe(false);
    expect(shouldWaitForPlayers(0, 1)).toBe(false);
  });
});
