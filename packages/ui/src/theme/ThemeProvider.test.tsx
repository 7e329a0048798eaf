import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import styled from 'styled-components';
import { ThemeProvider, useThemeMode } from './ThemeProvider';
import { darkPalette, lightPalette } from './palettes';

const Swatch = styled.div`
  background: ${({ theme }) => theme.palette.surface};
  color: ${({ theme }) => theme.palette.text.primary};
`;

function ModeName() {
  return <span>{useThemeMode()}</span>;
}

describe('ThemeProvider', () => {
  it('switches every styled component between the light and dark palettes', () => {
    const { rerender } = render(
      <ThemeProvider mode="light">
        <Swatch data-testid="swatch" />
        <ModeName />
      </ThemeProvider>,
    );
    expect(screen.getByTestId('swatch')).toHaveStyle({ background: lightPalette.surface });
    expect(screen.getByText('light')).toBeTruthy();

    rerender(
      <ThemeProvider mode="dark">
        <Swatch data-testid="swatch" />
        <ModeName />
      </ThemeProvider>,
    );
    expect(screen.getByTestId('swatch')).toHaveStyle({
      background: darkPalette.surface,
      color: darkPalette.text.primary,
    });
    expect(screen.getByText('dark')).toBeTruthy();
  });
});
