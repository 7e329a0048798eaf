import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../testing/renderWithTheme';
import { Button } from './Button';
import { Dialog } from './Dialog';

function StartWeek() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      trigger={<Button>Start next week</Button>}
      title="Start next week"
      description="Players get this week's drafts and matches."
      width={800}
      actions={
        <>
          <Button variant="text">Cancel</Button>
          <Button>Start</Button>
        </>
      }
    />
  );
}

describe('Dialog', () => {
  it('opens named and described, traps focus, and closes on Escape back to its trigger', async () => {
    const user = userEvent.setup();
    renderWithTheme(<StartWeek />);
    const trigger = screen.getByRole('button', { name: 'Start next week' });
    await user.click(trigger);

    const dialog = screen.getByRole('dialog', { name: 'Start next week' });
    expect(dialog).toHaveAccessibleDescription("Players get this week's drafts and matches.");
    expect(dialog).toHaveStyle({ width: 'min(800px, calc(100vw - 32px))' });

    // Tab cycles through the dialog's own controls only.
    const seen = new Set<string>();
    for (let press = 0; press < 6; press += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
      seen.add(
        document.activeElement?.textContent || document.activeElement?.getAttribute('aria-label') || '',
      );
    }
    expect(seen).toEqual(new Set(['Close', 'Cancel', 'Start']));

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });
});
