import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/renderWithTheme';
import { BellIcon } from '../icons';
import { Badge } from './Badge';
import { IconButton } from './IconButton';

const bell = (
  <IconButton label="Notifications">
    <BellIcon />
  </IconButton>
);

describe('Badge', () => {
  it('caps the count and tells screen readers what it means', () => {
    renderWithTheme(
      <Badge count={120} label="120 new notifications">
        {bell}
      </Badge>,
    );
    expect(screen.getByText('99+')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('120 new notifications')).toBeInTheDocument();
  });

  it('hides itself at zero', () => {
    renderWithTheme(
      <Badge count={0} label="No notifications">
        {bell}
      </Badge>,
    );
    expect(screen.queryByText('0')).not.toBeInTheDocument();
    expect(screen.queryByText('No notifications')).not.toBeInTheDocument();
  });
});
