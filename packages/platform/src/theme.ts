import { createStoredState } from './state';
import { storageKeys } from './storage';

export type ThemeMode = 'light' | 'dark';

function prefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches;
}

// A stored choice wins; without one the page follows the system's colour scheme.
const themeState = createStoredState<ThemeMode>(
  storageKeys.theme,
  (stored) => (stored === 'light' || stored === 'dark' ? stored : prefersDark() ? 'dark' : 'light'),
  (mode) => mode,
);

/** The light/dark theme, stored under the `theme` key. */
export const theme = {
  mode$: themeState.value$,
  get: themeState.get,
  set: themeState.set,
  toggle: () => themeState.set(themeState.get() === 'dark' ? 'light' : 'dark'),
  state: themeState,
};
