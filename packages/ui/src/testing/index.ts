// Helpers for tests of components built on the design system, imported as `@progression/ui/testing`.
export { renderWithTheme } from './renderWithTheme';
