import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/renderWithTheme';
import { Logo } from './Logo';

describe('Logo', () => {
  it('shows the light image in the light theme and the dark image in the dark theme', () => {
    const { unmount } = renderWithTheme(<Logo />, 'light');
    expect(screen.getByRole('img', { name: 'Progression' })).toHaveAttribute('src', '/images/icon.png');
    unmount();
    renderWithTheme(<Logo baseUrl="https://cdn.example/images/" />, 'dark');
    expect(screen.getByRole('img', { name: 'Progression' })).toHaveAttribute(
      'src',
      'https://cdn.example/images/icon-dark.png',
    );
  });
});
