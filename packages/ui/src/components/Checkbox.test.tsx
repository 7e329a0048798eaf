import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../testing/renderWithTheme';
import { Checkbox } from './Checkbox';
import { Switch } from './Switch';

function Controlled({ initial }: { initial: boolean | 'indeterminate' }) {
  const [checked, setChecked] = useState(initial);
  return <Checkbox label="All players" checked={checked} onCheckedChange={setChecked} />;
}

describe('Checkbox', () => {
  it('toggles with a click and with Space, not with Enter, and is named by its label', async () => {
    const user = userEvent.setup();
    const changed = jest.fn();
    renderWithTheme(<Checkbox label="Show owned only" onCheckedChange={changed} />);
    const box = screen.getByRole('checkbox', { name: 'Show owned only' });
    expect(box).not.toBeChecked();

    await user.click(screen.getByText('Show owned only'));
    expect(box).toBeChecked();
    await user.keyboard('{Enter}');
    expect(box).toBeChecked();
    await user.keyboard(' ');
    expect(box).not.toBeChecked();
    expect(changed.mock.calls).toEqual([[true], [false]]);
  });

  it('shows some-selected as mixed and becomes checked when pressed', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Controlled initial="indeterminate" />);
    const box = screen.getByRole('checkbox', { name: 'All players' });
    expect(box).toHaveAttribute('aria-checked', 'mixed');
    await user.click(box);
    expect(box).toBeChecked();
  });
});

describe('Switch', () => {
  it('turns on and off and says which it is', async () => {
    const user = userEvent.setup();
    const changed = jest.fn();
    renderWithTheme(<Switch label="Dark theme" defaultChecked onCheckedChange={changed} />);
    const toggle = screen.getByRole('switch', { name: 'Dark theme' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(toggle).not.toBeChecked();
    await user.keyboard(' ');
    expect(toggle).toBeChecked();
    expect(changed.mock.calls).toEqual([[false], [true]]);
  });
});
