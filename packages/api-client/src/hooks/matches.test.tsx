import { act, renderHook, waitFor } from '@testing-library/react';
import type { Match } from '@progression/contracts';
import { DataProvider, queryClient } from '@progression/platform';
import { answerBy, heldReplies } from '@progression/platform/testing';
import { useAnswerResult, useMatches, useReportMatch } from './matches';

const match = (id: string, patch: Partial<Match> = {}): Match => ({
  id,
  gameId: 'g1',
  weekId: 'w1',
  weekNum: 1,
  round: 1,
  firstPlayerId: 'ann',
  secondPlayerId: 'bob',
  winnerId: null,
  resultStatus: null,
  score: null,
  reported: null,
  ...patch,
});

/**
 * The matches service: the list as stored, and a write that stores the match it answers. Reads of the list
 * made after a write wait until `release()`, as a slow read of a busy service would.
 */
function serveMatches(stored: Match[]) {
  const held = heldReplies();
  let written = false;
  const sent = answerBy(async ({ method, url }) => {
    const path = new URL(url, 'http://localhost').pathname;
    if (method !== 'GET') {
      const saved = path.endsWith('/confirm')
        ? { ...stored[0]!, resultStatus: 'CONFIRMED' as const, winnerId: 'bob' }
        : { ...stored[0]!, winnerId: 'ann', resultStatus: 'CONFIRMED' as const };
      stored = [saved, ...stored.slice(1)];
      written = true;
      return { status: 200, body: saved };
    }
    if (path === '/rest/api/matches') {
      if (written) await held.wait();
      return { status: 200, body: { matches: stored, byes: [] } };
    }
    return { status: 200, body: {} };
  });
  return { sent, release: held.release };
}

describe('the match hooks', () => {
  afterEach(() => queryClient.clear());

  it('show a reported result as soon as it is saved, without waiting for the list to be read again', async () => {
    const service = serveMatches([match('m1'), match('m2')]);
    const view = renderHook(() => ({ list: useMatches('g1'), report: useReportMatch('g1') }), {
      wrapper: DataProvider,
    });
    await waitFor(() => expect(view.result.current.list.data).toHaveLength(2));

    await act(async () => {
      await view.result.current.report.mutateAsync({ matchId: 'm1', winnerId: 'ann' });
    });

    // The write is done and its answer is on screen while the list is still being read again.
    expect(view.result.current.report.isPending).toBe(false);
    expect(view.result.current.list.data?.map((one) => one.winnerId)).toEqual(['ann', null]);
    expect(
      service.sent.filter(({ method, url }) => method === 'GET' && url.startsWith('/rest/api/matches')),
    ).toHaveLength(2);
    service.release();
    await waitFor(() => expect(view.result.current.list.isFetching).toBe(false));
    expect(view.result.current.list.data?.map((one) => one.winnerId)).toEqual(['ann', null]);
  });

  it('show an answered result as soon as it is saved too', async () => {
    const service = serveMatches([
      match('m1', {
        resultStatus: 'PENDING',
        reported: {
          winnerId: 'bob',
          score: null,
          reportedByPlayerId: 'bob',
          reportedAt: '2026-11-01T10:00:00.000Z',
          autoConfirmAt: '2026-11-03T10:00:00.000Z',
          dispute: null,
        },
      }),
    ]);
    const view = renderHook(() => ({ list: useMatches('g1'), answer: useAnswerResult('g1') }), {
      wrapper: DataProvider,
    });
    await waitFor(() => expect(view.result.current.list.data).toHaveLength(1));

    await act(async () => {
      await view.result.current.answer.mutateAsync({ matchId: 'm1' });
    });

    expect(view.result.current.list.data?.[0]?.resultStatus).toBe('CONFIRMED');
    service.release();
  });
});
