import { screen } from '@testing-library/react';
import { renderWithTheme } from '@progression/ui/testing';
import { makeSet } from '../test-support/fixtures';
import { SetOption } from './SetOption';

describe('SetOption', () => {
  it('marks a set whose packs use the default layout, and only such a set', () => {
    const described = makeSet('lob', 'Legend of Blue Eyes White Dragon', 'LOB', 'BOOSTER', '2002-03-08');
    const undescribed = {
      ...makeSet('tp1', 'Tournament Pack 1', 'TP1', 'PROMO', '2003-01-01'),
      packLayoutKind: 'NONE' as const,
    };
    renderWithTheme(
      <ul>
        <SetOption
          set={{ ...described, packLayoutKind: 'RANDOM_PACK' }}
          checked={false}
          onCheckedChange={() => undefined}
        />
        <SetOption set={undescribed} checked={false} onCheckedChange={() => undefined} />
      </ul>,
    );
    const marks = screen.getAllByText('Default layout');
    expect(marks).toHaveLength(1);
    expect(marks[0].closest('li')?.textContent).toContain('Tournament Pack 1');
    // The checkbox keeps its plain name.
    expect(screen.getByRole('checkbox', { name: 'Tournament Pack 1 (TP1)' })).toBeTruthy();
  });
});
