import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The element's content width in px, followed as it resizes; undefined until first measured, which happens
 * after the first render and before the browser paints. A grid whose columns follow its width draws its
 * items once the width is known: drawn before, every item would be drawn twice on mount.
 */
export function useElementWidth(ref: RefObject<HTMLElement | null>): number | undefined {
  const [width, setWidth] = useState<number>();
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setWidth(element.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') {
      window.addEventListener('resize', measure);
      return () => window.removeEventListener('resize', measure);
    }
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
