import { breakpoints, type Breakpoint } from './tokens';

const px = (width: Breakpoint | number) => (typeof width === 'number' ? width : breakpoints[width]);

/**
 * Media-query strings for styled-components templates: `${media.up('md')} { ... }`.
 * `down` stops just below the width so `up(x)` and `down(x)` never both match.
 */
export const media = {
  up: (from: Breakpoint | number) => `@media (min-width: ${px(from)}px)`,
  down: (below: Breakpoint | number) => `@media (max-width: ${px(below) - 0.02}px)`,
  between: (from: Breakpoint | number, below: Breakpoint | number) =>
    `@media (min-width: ${px(from)}px) and (max-width: ${px(below) - 0.02}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

/** The bare query (without `@media`) for `window.matchMedia` and `useMediaQuery`. */
export const mediaQuery = {
  up: (from: Breakpoint | number) => `(min-width: ${px(from)}px)`,
  down: (below: Breakpoint | number) => `(max-width: ${px(below) - 0.02}px)`,
} as const;
