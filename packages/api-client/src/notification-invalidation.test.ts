import { notificationKinds } from '@progression/contracts';
import { queryKeys } from './keys';
import { staleKeysOf } from './notification-invalidation';

const gameId = '64b000000000000000000001';

describe('staleKeysOf', () => {
  it('makes a started week refresh the games (list and overview) and the drafts', () => {
    const keys = staleKeysOf({ kind: 'WEEK_STARTED', gameId });
    expect(keys).toContainEqual(queryKeys.games.all);
    expect(keys).toContainEqual(queryKeys.drafts.all);
  });

  it('makes a custom draft refresh the drafts and that game', () => {
    expect(staleKeysOf({ kind: 'CUSTOM_DRAFT', gameId })).toEqual([
      queryKeys.drafts.all,
      queryKeys.games.detail(gameId),
    ]);
  });

  it.each(notificationKinds)('names at least one key for %s', (kind) => {
    expect(staleKeysOf({ kind, gameId }).length).toBeGreaterThan(0);
  });
});
