// Tokens shared by both themes: everything that does not change between light and dark.

/** Layout breakpoints (min widths, px) from the product's constants. */
export const breakpoints = { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 } as const;
export type Breakpoint = keyof typeof breakpoints;

/** Spacing scale in px; `theme.spacing(n)` is `n * 4px`. */
export const spacingUnit = 4;

export const radii = {
  none: '0',
  sm: '4px',
  md: '8px',
  lg: '12px',
  xl: '16px',
  pill: '999px',
  round: '50%',
} as const;

export const typography = {
  fontFamily:
    "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  monoFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  sizes: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.25rem',
    h1: '2rem',
    h2: '1.625rem',
    h3: '1.375rem',
    h4: '1.2rem',
    h5: '1.0625rem',
    h6: '1rem',
  },
  weights: { regular: 400, medium: 500, semibold: 600, bold: 700 },
  lineHeights: { tight: 1.25, normal: 1.5 },
} as const;

/** Stacking order, lowest first, so overlays never fight. */
export const zIndex = {
  base: 0,
  sticky: 100,
  appBar: 1100,
  drawer: 1200,
  overlay: 1300,
  modal: 1400,
  popover: 1500,
  toast: 1600,
  tooltip: 1700,
} as const;

export const transitions = {
  fast: '120ms ease-out',
  standard: '200ms ease-in-out',
  slow: '320ms ease-in-out',
} as const;

/** Sizes the product's layout depends on (spec section 9). */
export const layout = {
  sidebarWidth: 260,
  /** Above this width the sidebar is permanent, below it is a drawer. */
  sidebarPermanentFrom: 900,
  topBarHeight: 64,
  contentMaxWidth: 1920,
} as const;
