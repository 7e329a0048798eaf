export * from './tokens';
export * from './palettes';
export * from './themes';
export * from './media';
export * from './GlobalStyle';
export * from './ThemeProvider';
export * from './helpers';
