import { createGlobalStyle } from 'styled-components';

/** Page-wide base styles. Render it once, at the root of the page (the shell does). */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; color-scheme: ${({ theme }) => theme.mode}; }
  body {
    margin: 0;
    min-height: 100vh;
    background: ${({ theme }) => theme.palette.background};
    color: ${({ theme }) => theme.palette.text.primary};
    font-family: ${({ theme }) => theme.typography.fontFamily};
    font-size: ${({ theme }) => theme.typography.sizes.md};
    line-height: ${({ theme }) => theme.typography.lineHeights.normal};
    -webkit-font-smoothing: antialiased;
  }
  a { color: ${({ theme }) => theme.palette.text.link}; }
  button, input, select, textarea { font: inherit; color: inherit; }
  img, svg { max-width: 100%; }
  :focus-visible { outline: 2px solid ${({ theme }) => theme.palette.focusRing}; outline-offset: 2px; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;
