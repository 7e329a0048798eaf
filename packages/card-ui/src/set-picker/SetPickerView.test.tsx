import { useState } from 'react';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '@progression/ui/testing';
import { makeSet } from '../test-support/fixtures';
import { SetPickerView } from './SetPickerView';

const sets = [
  makeSet('lob', 'Legend of Blue Eyes White Dragon', 'LOB', 'BOOSTER', '2002-03-08'),
  makeSet('mrd', 'Metal Raiders', 'MRD', 'BOOSTER', '2002-06-26'),
  makeSet('lon', 'Labyrinth of Nightmare', 'LON', 'BOOSTER', '2003-03-01'),
  makeSet('sdy', 'Starter Deck: Yugi', 'SDY', 'DECK', '2002-03-29'),
  makeSet('tp1', 'Tournament Pack 1', 'TP1', 'PROMO', '2003-01-01'),
  makeSet('mp1', 'Movie Pack', 'MP1', 'MISC', '2002-05-01'),
];

/** The picker as a mode editor holds it: the chosen ids in state. */
function Harness({
  initial = [] as string[],
  onShowDetails = undefined as undefined | ((id: string) => void),
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <SetPickerView
        sets={sets}
        value={value}
        onChange={setValue}
        onShowDetails={onShowDetails && ((set) => onShowDetails(set.id))}
      />
      <output aria-label="chosen">{value.join(',')}</output>
    </>
  );
}

const chosen = () => screen.getByRole('status', { name: 'chosen' }).textContent;

describe('SetPickerView', () => {
  it('shows the Booster tab first with its sets grouped by type and year', () => {
    renderWithTheme(<Harness />);
    expect(screen.getByRole('tab', { name: 'Booster (3)', selected: true })).toBeTruthy();
    const core = screen.getByRole('region', { name: 'Core' });
    const years = within(core)
      .getAllByRole('heading', { level: 4 })
      .map((heading) => heading.textContent);
    expect(years).toEqual(['2002', '2003']);
    const of2002 = within(screen.getByRole('region', { name: '2002' }));
    expect(of2002.getAllByRole('checkbox')).toHaveLength(2);
    expect(of2002.getAllByText(/\(\w+\)$/).map((label) => label.textContent)).toEqual([
      'Legend of Blue Eyes White Dragon (LOB)',
      'Metal Raiders (MRD)',
    ]);
  });

  it('lists Promo sets under the Misc tab', async () => {
    renderWithTheme(<Harness />);
    await userEvent.click(screen.getByRole('tab', { name: 'Misc (2)' }));
    expect(screen.getByRole('region', { name: 'Misc' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Promo' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Tournament Pack 1 (TP1)' })).toBeTruthy();
  });

  it('chooses and unchooses sets with their checkboxes', async () => {
    renderWithTheme(<Harness />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Metal Raiders (MRD)' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Legend of Blue Eyes White Dragon (LOB)' }));
    expect(chosen()).toBe('mrd,lob');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Metal Raiders (MRD)' }));
    expect(chosen()).toBe('lob');
  });

  it('shows chosen sets as chips that remove them', async () => {
    renderWithTheme(<Harness initial={['sdy', 'lon']} />);
    const selected = screen.getByRole('list', { name: 'Selected sets' });
    expect(within(selected).getByText('Starter Deck: Yugi')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Starter Deck: Yugi' }));
    expect(chosen()).toBe('lon');
  });

  it('searches by name or code and counts the matches per tab', async () => {
    renderWithTheme(<Harness />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search sets' }), 'lo');
    expect(screen.getByRole('tab', { name: 'Booster (2)' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Legend of Blue Eyes White Dragon (LOB)' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Labyrinth of Nightmare (LON)' })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Metal Raiders (MRD)' })).toBeNull();

    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search sets' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search sets' }), 'sdy');
    expect(screen.getByRole('tab', { name: 'Structure (1)' })).toBeTruthy();
    expect(screen.getByText('No sets match')).toBeTruthy();
  });

  it('moves between tabs with the arrow keys', async () => {
    renderWithTheme(<Harness />);
    act(() => screen.getByRole('tab', { name: 'Booster (3)' }).focus());
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Pack (0)', selected: true })).toBeTruthy();
  });

  it('offers the cards of each set when a details handler is given', async () => {
    const shown: string[] = [];
    renderWithTheme(<Harness onShowDetails={(id) => shown.push(id)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Show the cards of Metal Raiders' }));
    expect(shown).toEqual(['mrd']);
  });
});
