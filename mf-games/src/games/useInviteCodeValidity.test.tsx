import { act, renderHook } from '@testing-library/react';
import { timings } from '@progression/contracts';
import { DataProvider, queryClient } from '@progression/platform';
import { useInviteCodeValidity } from './useInviteCodeValidity';

const wrapper = DataProvider;

// jsdom has no network: the server's answer to the validation call is given here.
function serverKnows(codes: string[]): string[] {
  const asked: string[] = [];
  globalThis.fetch = (async (url: string) => {
    const code = new URL(url, 'http://localhost').searchParams.get('inviteCode') ?? '';
    asked.push(code);
    const text = JSON.stringify({ valid: codes.includes(code) });
    return { ok: true, status: 200, text: async () => text } as Response;
  }) as typeof fetch;
  return asked;
}

// The answer arrives on a later turn, and the query cache tells its views on a zero-delay timer.
async function settle(ms: number) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
  await act(async () => undefined);
  await act(async () => {
    jest.advanceTimersByTime(0);
  });
}

describe('the invite-code indicator', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    queryClient.clear();
  });

  it('shows nothing for an empty code', () => {
    serverKnows([]);
    const { result } = renderHook(() => useInviteCodeValidity('  '), { wrapper });
    expect(result.current).toBe('empty');
  });

  it('asks the server only once typing has paused for a second', async () => {
    const asked = serverKnows(['ABC123']);
    const { result, rerender } = renderHook(({ code }) => useInviteCodeValidity(code), {
      wrapper,
      initialProps: { code: 'ABC' },
    });
    await settle(timings.inviteCodeDebounce - 100);
    rerender({ code: 'ABC123' });
    await settle(timings.inviteCodeDebounce - 1);
    expect(asked).toEqual([]);
    expect(result.current).toBe('loading');
    await settle(1);
    expect(asked).toEqual(['ABC123']);
    expect(result.current).toBe('success');
  });

  it('marks a code no game has as an error', async () => {
    serverKnows(['ABC123']);
    const { result } = renderHook(() => useInviteCodeValidity('WRONG'), { wrapper });
    await settle(timings.inviteCodeDebounce);
    expect(result.current).toBe('error');
  });
});
