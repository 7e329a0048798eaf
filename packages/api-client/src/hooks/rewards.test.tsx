import { act, renderHook, waitFor } from '@testing-library/react';
import type { GameReward } from '@progression/contracts';
import { DataProvider, queryClient } from '@progression/platform';
import { answerBy, heldReplies } from '@progression/platform/testing';
import { useClaimCards, useClaimPacks, useGameRewards } from './rewards';

const reward = (id: string, type: GameReward['type']): GameReward => ({
  id,
  gameId: 'g1',
  playerId: 'p1',
  type,
  quantity: 1,
  week: 1,
  status: 'UNCLAIMED',
  trackId: 't1',
  draftId: `draft-${id}`,
});

/**
 * The rewards service: the caller's rewards, and claims it accepts. Reads of the list made after a claim
 * wait until `release()`, as a slow read of a busy service would.
 */
function serveRewards(stored: GameReward[]) {
  const held = heldReplies();
  let claimed = false;
  const sent = answerBy(async ({ method, url }) => {
    const path = new URL(url, 'http://localhost').pathname;
    if (method === 'PUT') {
      claimed = true;
      const draftId = path.split('/').pop()!;
      const claimedReward = stored.find((entry) => entry.draftId === draftId)!;
      stored = stored.map((entry) => (entry === claimedReward ? { ...entry, status: 'CLAIMED' } : entry));
      const common = { id: draftId, rewardId: claimedReward.id };
      return {
        status: 200,
        body: path.includes('/pack-drafts/')
          ? { ...common, numToSelect: 1, packPool: [], selectedPackIds: ['s1'], packDraftId: 'pd1' }
          : { ...common, commonsOnly: false, selectedCardIds: ['c1'] },
      };
    }
    if (path === '/rest/api/game-rewards') {
      if (claimed) await held.wait();
      return { status: 200, body: { rewards: stored } };
    }
    return { status: 200, body: {} };
  });
  return { sent, release: held.release };
}

describe('the reward claim hooks', () => {
  afterEach(() => queryClient.clear());

  it.each([
    ['a pack reward', 'BOOSTER_PACK' as const],
    ['a wildcard', 'WILDCARD' as const],
  ])('show %s as claimed once the claim is accepted, while the list is read again', async (_, type) => {
    const service = serveRewards([reward('r1', type), reward('r2', type)]);
    const view = renderHook(
      () => ({
        list: useGameRewards('g1'),
        packs: useClaimPacks(reward('r1', type)),
        cards: useClaimCards(reward('r1', type)),
      }),
      { wrapper: DataProvider },
    );
    await waitFor(() => expect(view.result.current.list.data).toHaveLength(2));

    let claim: Promise<unknown> = Promise.resolve();
    act(() => {
      claim =
        type === 'WILDCARD'
          ? view.result.current.cards.mutateAsync({ selectedCardIds: ['c1'] })
          : view.result.current.packs.mutateAsync({ selectedPackIds: ['s1'] });
    });

    // The claim is accepted and shows while the list is still being read again.
    await waitFor(() =>
      expect(view.result.current.list.data?.map((one) => one.status)).toEqual(['CLAIMED', 'UNCLAIMED']),
    );
    expect(
      service.sent.filter(({ method, url }) => method === 'GET' && url.startsWith('/rest/api/game-rewards?')),
    ).toHaveLength(2);
    service.release();
    await act(() => claim);
    await waitFor(() => expect(view.result.current.list.isFetching).toBe(false));
    expect(view.result.current.list.data?.map((one) => one.status)).toEqual(['CLAIMED', 'UNCLAIMED']);
  });
});
