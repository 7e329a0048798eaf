import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/renderWithTheme';
import { Avatar, initialsOf } from './Avatar';

describe('Avatar', () => {
  it('shows initials and is named by the full name', () => {
    renderWithTheme(<Avatar name="Seto Kaiba" />);
    expect(screen.getByRole('img', { name: 'Seto Kaiba' })).toHaveTextContent('SK');
  });

  it('takes two letters from a one-word name', () => {
    expect(initialsOf('yugi')).toBe('YU');
    expect(initialsOf('joey_wheeler')).toBe('JW');
    expect(initialsOf('  ')).toBe('?');
  });
});
