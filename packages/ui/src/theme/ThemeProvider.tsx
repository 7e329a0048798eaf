import { useContext, type ReactNode } from 'react';
import { ThemeContext, ThemeProvider as StyledThemeProvider } from 'styled-components';
import { GlobalStyle } from './GlobalStyle';
import { themes, type Theme, type ThemeMode } from './themes';

export interface ThemeProviderProps {
  mode: ThemeMode;
  /** Also render the page-wide GlobalStyle; only the page's root (the shell) should. */
  withGlobalStyle?: boolean;
  children?: ReactNode;
}

/** Gives its subtree the light or dark Progression theme. */
export function ThemeProvider({ mode, withGlobalStyle = false, children }: ThemeProviderProps) {
  const theme = themes[mode];
  return (
    <StyledThemeProvider theme={theme}>
      {withGlobalStyle && <GlobalStyle />}
      {children}
    </StyledThemeProvider>
  );
}

/** The current theme; outside a ThemeProvider, the light theme. */
export function useTheme(): Theme {
  return (useContext(ThemeContext) as Theme | undefined) ?? themes.light;
}

export function useThemeMode(): ThemeMode {
  return useTheme().mode;
}
