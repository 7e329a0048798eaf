import { timings } from '@progression/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Turns a pack's cards face up one after another, `timings.cardFlipStagger` (150 ms) apart. With reduced
 * motion asked for, every card turns at once. `flipped` counts the cards face up; `reset` turns them all
 * down again (for the next pack).
 */
export function useFlipSequence(count: number, reducedMotion: boolean) {
  const [flipped, setFlipped] = useState(0);
  const [running, setRunning] = useState(false);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  const stop = useCallback(() => {
    if (timer.current !== null) clearInterval(timer.current);
    timer.current = null;
    setRunning(false);
  }, []);

  useEffect(() => stop, [stop]);
  // The sequence ends with its last card.
  useEffect(() => {
    if (flipped >= count && timer.current !== null) stop();
  }, [flipped, count, stop]);

  const flipAll = useCallback(() => {
    if (timer.current !== null) return;
    if (reducedMotion || count === 0) {
      setFlipped(count);
      return;
    }
    setRunning(true);
    // The first card turns at once, the rest one per stagger.
    setFlipped((current) => Math.min(count, current + 1));
    timer.current = setInterval(() => {
      setFlipped((current) => Math.min(count, current + 1));
    }, timings.cardFlipStagger);
  }, [count, reducedMotion, stop]);

  const reset = useCallback(() => {
    stop();
    setFlipped(0);
  }, [stop]);

  return { flipped, running, done: count > 0 && flipped >= count, flipAll, reset };
}
