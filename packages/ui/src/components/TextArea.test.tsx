import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/renderWithTheme';
import { TextArea } from './TextArea';

describe('TextArea', () => {
  it('names the field by its label and describes it by its helper and error texts', () => {
    renderWithTheme(<TextArea label="Deck" helperText="Paste a deck" error="Not a deck" />);
    const area = screen.getByRole('textbox', { name: 'Deck' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area).toHaveAttribute('aria-invalid', 'true');
    expect(area).toHaveAccessibleDescription('Paste a deck Not a deck');
  });

  it('keeps line breaks typed into it', async () => {
    const user = userEvent.setup();
    let value = '';
    renderWithTheme(<TextArea label="Deck" onChange={(event) => (value = event.target.value)} />);
    await user.type(screen.getByRole('textbox', { name: 'Deck' }), '3x A{Enter}B x2');
    expect(value).toBe('3x A\nB x2');
  });
});
