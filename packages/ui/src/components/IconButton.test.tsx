import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/renderWithTheme';
import { MenuIcon } from '../icons';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  it('is named by its label while its icon stays hidden from screen readers', () => {
    renderWithTheme(
      <IconButton label="Open menu">
        <MenuIcon />
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('refuses to render without a label', () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      renderWithTheme(
        <IconButton label="  ">
          <MenuIcon />
        </IconButton>,
      ),
    ).toThrow('IconButton needs a non-empty label');
    quiet.mockRestore();
  });

  it('reacts to the keyboard like a button', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    renderWithTheme(
      <IconButton label="Refresh" onClick={onClick}>
        <MenuIcon />
      </IconButton>,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Refresh' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
