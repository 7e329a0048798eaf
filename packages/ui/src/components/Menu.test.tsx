import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/renderWithTheme';
import { AvatarIcon, LogoutIcon } from '../icons';
import { IconButton } from './IconButton';
import { Menu, MenuItem } from './Menu';

describe('Menu', () => {
  it('opens from its trigger, picks an item with the keyboard and closes', async () => {
    const user = userEvent.setup();
    const loggedOut = jest.fn();
    renderWithTheme(
      <Menu
        trigger={
          <IconButton label="Account">
            <AvatarIcon />
          </IconButton>
        }
      >
        <MenuItem onSelect={() => undefined}>Profile</MenuItem>
        <MenuItem icon={<LogoutIcon />} onSelect={loggedOut}>
          Log out
        </MenuItem>
      </Menu>,
    );
    await user.click(screen.getByRole('button', { name: 'Account' }));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(loggedOut).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
