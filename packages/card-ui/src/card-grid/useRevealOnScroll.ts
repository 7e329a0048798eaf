import { useEffect, useState, type RefObject } from 'react';

/**
 * How many items of a long list to render: `firstPage` at first, `nextPage` more each time the sentinel
 * element scrolls into view (or `showMore` is called), never more than `total`. Starts over when
 * `resetKey` changes (a new list).
 */
export function useRevealOnScroll(
  sentinel: RefObject<HTMLElement | null>,
  total: number,
  firstPage: number,
  nextPage: number,
  resetKey: unknown,
): { shown: number; showMore: () => void } {
  const [revealed, setRevealed] = useState({ key: resetKey, count: firstPage });
  const count = revealed.key === resetKey ? revealed.count : firstPage;
  const shown = Math.min(count, total);
  const showMore = () => setRevealed({ key: resetKey, count: count + nextPage });

  useEffect(() => {
    const element = sentinel.current;
    if (!element || shown >= total || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setRevealed((current) => ({
            key: resetKey,
            count: (current.key === resetKey ? current.count : firstPage) + nextPage,
          }));
        }
      },
      { rootMargin: '400px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [sentinel, shown, total, firstPage, nextPage, resetKey]);

  return { shown, showMore };
}
