import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/renderWithTheme';
import { Alert } from './Alert';

describe('Alert', () => {
  it('announces errors and warnings at once and info or success politely', () => {
    renderWithTheme(
      <>
        <Alert severity="error">There was an error</Alert>
        <Alert severity="warning">You have 2 matches left</Alert>
        <Alert severity="success">Copied game invite code to clipboard</Alert>
        <Alert severity="info" title="Note">
          Reward tracks are only updated when a new week starts
        </Alert>
      </>,
    );
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'There was an error',
      'You have 2 matches left',
    ]);
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toEqual([
      'Copied game invite code to clipboard',
      'NoteReward tracks are only updated when a new week starts',
    ]);
  });

  it('offers a close button when it can be dismissed', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    renderWithTheme(
      <Alert severity="info" onClose={onClose}>
        Hello
      </Alert>,
    );
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
