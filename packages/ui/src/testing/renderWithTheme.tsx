import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ThemeProvider } from '../theme/ThemeProvider';
import type { ThemeMode } from '../theme/themes';

/** Renders a component inside the Progression theme, as every frontend does. */
export function renderWithTheme(ui: ReactElement, mode: ThemeMode = 'light', options?: RenderOptions) {
  return render(ui, {
    wrapper: ({ children }) => <ThemeProvider mode={mode}>{children}</ThemeProvider>,
    ...options,
  });
}
