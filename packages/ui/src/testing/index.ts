// Helpers for tests of components built on the design system, imported as `@progression/ui/testing`.
export { renderWithTheme } from './renderWithTheme';
// Component tests render synchronously: they fetch the deferred Radix parts before the first render.
export { preloadRadix } from '../radix/load';
