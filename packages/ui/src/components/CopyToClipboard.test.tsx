import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/renderWithTheme';
import { CopyToClipboard } from './CopyToClipboard';

describe('CopyToClipboard', () => {
  it('copies its text and reports it', async () => {
    const user = userEvent.setup();
    const copied: string[] = [];
    renderWithTheme(<CopyToClipboard text="K7Q2-PX9M" onCopied={(text) => copied.push(text)} />);
    await user.click(screen.getByRole('button', { name: 'K7Q2-PX9M' }));
    expect(await navigator.clipboard.readText()).toBe('K7Q2-PX9M');
    expect(copied).toEqual(['K7Q2-PX9M']);
  });
});
