import { useCallback, useEffect, useState, type RefObject } from 'react';

export interface HorizontalOverflow {
  /** The content is wider than the element: it scrolls sideways. */
  overflowing: boolean;
  /** More content lies to the left / to the right of what shows. */
  moreBefore: boolean;
  moreAfter: boolean;
}

const none: HorizontalOverflow = { overflowing: false, moreBefore: false, moreAfter: false };
// Sub-pixel widths: a difference under a pixel is no overflow.
const slack = 1;

/** Whether a scroll container's content overflows sideways and which way it can still scroll. */
export function useHorizontalOverflow(ref: RefObject<HTMLElement | null>): HorizontalOverflow & {
  measure: () => void;
} {
  const [state, setState] = useState(none);
  const measure = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    const hidden = element.scrollWidth - element.clientWidth;
    const next =
      hidden > slack
        ? {
            overflowing: true,
            moreBefore: element.scrollLeft > slack,
            moreAfter: element.scrollLeft < hidden - slack,
          }
        : none;
    setState((previous) =>
      previous.overflowing === next.overflowing &&
      previous.moreBefore === next.moreBefore &&
      previous.moreAfter === next.moreAfter
        ? previous
        : next,
    );
  }, [ref]);

  useEffect(() => {
    const element = ref.current;
    measure();
    window.addEventListener('resize', measure);
    // The content changes size without a window resize, e.g. when rows load (jsdom has no ResizeObserver).
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    if (element && observer) {
      observer.observe(element);
      if (element.firstElementChild) observer.observe(element.firstElementChild);
    }
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [ref, measure]);

  return { ...state, measure };
}
