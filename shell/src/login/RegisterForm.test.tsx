import { flash } from '@progression/platform';
import { ThemeProvider } from '@progression/ui';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { RegisterForm } from './RegisterForm';

function renderForm() {
  const registered: string[] = [];
  render(
    <ThemeProvider mode="light">
      <RegisterForm onBack={() => undefined} onRegistered={(username) => registered.push(username)} />
    </ThemeProvider>,
  );
  return registered;
}

const field = (label: string) => screen.getByLabelText(label, { exact: true });
const flashed = () => flash.get().map((message) => message.message);

describe('the register form', () => {
  afterEach(() => flash.clear());

  it('checks the confirm password when it loses focus', () => {
    renderForm();
    fireEvent.change(field('Password'), { target: { value: 'correct horse' } });
    fireEvent.change(field('Confirm password'), { target: { value: 'correct house' } });
    expect(flashed()).toEqual([]);
    fireEvent.blur(field('Confirm password'));
    expect(screen.getByText('Password do not match')).toBeTruthy();
    expect(flashed()).toEqual(['Password do not match']);
  });

  it('shows every broken rule inline and as an error flash, and sends nothing', async () => {
    const registered = renderForm();
    fireEvent.change(field('Username'), { target: { value: 'ab' } });
    fireEvent.change(field('Email'), { target: { value: 'nobody' } });
    fireEvent.change(field('Password'), { target: { value: 'short' } });
    fireEvent.change(field('Confirm password'), { target: { value: 'short' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Register' })));
    const expected = [
      'A username must be at least 3 character',
      'Please enter a valid email address',
      'Password must contain at least 8 characters',
    ];
    expect(flashed()).toEqual(expected);
    for (const message of expected) expect(screen.getByText(message)).toBeTruthy();
    expect(registered).toEqual([]);
  });

  it('asks for a username that is missing', async () => {
    renderForm();
    fireEvent.blur(field('Username'));
    expect(screen.getByText('Required')).toBeTruthy();
    expect(flashed()).toEqual([]);
  });
});
