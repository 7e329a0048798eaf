import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/renderWithTheme';
import { PlusIcon } from '../icons';
import { Button } from './Button';

describe('Button', () => {
  it('never submits a form unless asked to', () => {
    renderWithTheme(<Button>Join game</Button>);
    expect(screen.getByRole('button', { name: 'Join game' })).toHaveAttribute('type', 'button');
  });

  it('keeps its name but refuses clicks and reports busy while loading', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    renderWithTheme(
      <Button loading startIcon={<PlusIcon />} onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});
