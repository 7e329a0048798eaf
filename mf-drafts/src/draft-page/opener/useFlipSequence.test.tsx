import { act, renderHook } from '@testing-library/react';
import { useFlipSequence } from './useFlipSequence';

describe('useFlipSequence', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('turns the cards one after another, 150 ms apart', () => {
    const { result } = renderHook(() => useFlipSequence(3, false));
    expect(result.current.flipped).toBe(0);
    act(() => result.current.flipAll());
    expect(result.current.flipped).toBe(1);
    expect(result.current.running).toBe(true);
    act(() => jest.advanceTimersByTime(149));
    expect(result.current.flipped).toBe(1);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.flipped).toBe(2);
    act(() => jest.advanceTimersByTime(150));
    expect(result.current.flipped).toBe(3);
    expect(result.current.done).toBe(true);
    expect(result.current.running).toBe(false);
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current.flipped).toBe(3);
  });

  it('turns every card at once when reduced motion is asked for', () => {
    const { result } = renderHook(() => useFlipSequence(9, true));
    act(() => result.current.flipAll());
    expect(result.current.flipped).toBe(9);
    expect(result.current.done).toBe(true);
  });

  it('turns the cards down again for the next pack', () => {
    const { result } = renderHook(() => useFlipSequence(2, true));
    act(() => result.current.flipAll());
    act(() => result.current.reset());
    expect(result.current.flipped).toBe(0);
    expect(result.current.done).toBe(false);
  });
});
