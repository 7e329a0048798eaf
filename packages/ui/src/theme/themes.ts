import { darkPalette, lightPalette, type Palette } from './palettes';
import { breakpoints, layout, radii, spacingUnit, transitions, typography, zIndex } from './tokens';

export type ThemeMode = 'light' | 'dark';

/** The styled-components theme every component reads (`DefaultTheme` is this type). */
export interface Theme {
  mode: ThemeMode;
  palette: Palette;
  /** `spacing(2)` is `'8px'`; several arguments give a shorthand: `spacing(1, 2)` is `'4px 8px'`. */
  spacing: (...units: number[]) => string;
  radii: typeof radii;
  shadows: { sm: string; md: string; lg: string };
  typography: typeof typography;
  zIndex: typeof zIndex;
  breakpoints: typeof breakpoints;
  transitions: typeof transitions;
  layout: typeof layout;
}

const spacing = (...units: number[]) => units.map((unit) => `${unit * spacingUnit}px`).join(' ');

function createTheme(mode: ThemeMode, palette: Palette, shadows: Theme['shadows']): Theme {
  return { mode, palette, spacing, radii, shadows, typography, zIndex, breakpoints, transitions, layout };
}

export const lightTheme = createTheme('light', lightPalette, {
  sm: '0 1px 2px rgba(16, 24, 40, 0.08), 0 1px 3px rgba(16, 24, 40, 0.06)',
  md: '0 4px 8px -2px rgba(16, 24, 40, 0.1), 0 2px 4px -2px rgba(16, 24, 40, 0.06)',
  lg: '0 16px 32px -8px rgba(16, 24, 40, 0.2), 0 6px 12px -6px rgba(16, 24, 40, 0.1)',
});

// Shadows barely show on dark surfaces, so dark elevation also leans on the lighter raised surface.
export const darkTheme = createTheme('dark', darkPalette, {
  sm: '0 1px 2px rgba(0, 0, 0, 0.5)',
  md: '0 4px 10px rgba(0, 0, 0, 0.55)',
  lg: '0 18px 40px rgba(0, 0, 0, 0.65)',
});

export const themes: Record<ThemeMode, Theme> = { light: lightTheme, dark: darkTheme };
