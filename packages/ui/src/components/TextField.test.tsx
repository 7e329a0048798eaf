import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/renderWithTheme';
import { TextField } from './TextField';

describe('TextField', () => {
  it('names the input by its label', () => {
    renderWithTheme(<TextField label="Username" />);
    expect(screen.getByRole('textbox', { name: 'Username' })).toBeInTheDocument();
  });

  it('wires its helper and error texts to aria-describedby and marks the input invalid', () => {
    renderWithTheme(
      <TextField
        label="Password"
        type="password"
        helperText="8 to 50 characters"
        error="Password is too short"
      />,
    );
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('8 to 50 characters Password is too short');
  });

  it('is valid and undescribed without an error or helper', () => {
    renderWithTheme(<TextField label="Email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('passes typing through to onChange', async () => {
    const user = userEvent.setup();
    const typed: string[] = [];
    renderWithTheme(<TextField label="Invite code" onChange={(event) => typed.push(event.target.value)} />);
    await user.type(screen.getByRole('textbox', { name: 'Invite code' }), 'abc');
    expect(typed).toEqual(['a', 'ab', 'abc']);
  });
});
