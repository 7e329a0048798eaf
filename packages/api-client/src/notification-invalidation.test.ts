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

  it.each(['MATCH_RESULT', 'MATCH_RESET', 'MATCH_PENDING'] as const)(
    'makes %s refresh the registered decks the caller may see (a reported match shows them)',
    (kind) => {
      const prefix = queryKeys.decks.registrations(gameId);
      expect(staleKeysOf({ kind, gameId })).toContainEqual(prefix);
      expect(queryKeys.decks.visibleRegistrations(gameId).slice(0, prefix.length)).toEqual(prefix);
    },
  );

  it.each(notificationKinds)('names at least one key for %s', (kind) => {
    expect(staleKeysOf({ kind, gameId }).length).toBeGreaterThan(0);
  });
});
