import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithTheme } from '@progression/ui/testing';
import { makeCard, makeSetCard } from '../test-support/fixtures';
import { SetCardsByRarity } from './SetCardsByRarity';
import { setDescriptionLine } from './SetDetailsDialog';
import { makeSet } from '../test-support/fixtures';

const printings = [
  makeSetCard('p1', makeCard('1', 'Mystical Elf'), 'COMMON'),
  makeSetCard('p2', makeCard('2', 'Blue-Eyes White Dragon'), 'ULTRA_RARE'),
  makeSetCard('p3', makeCard('3', 'Trap Hole'), 'SUPER_RARE'),
  makeSetCard('p4', makeCard('4', 'Dark Hole'), 'SUPER_RARE'),
];

describe('SetCardsByRarity', () => {
  it('shows one section per rarity, highest first, with its card count', () => {
    renderWithTheme(<SetCardsByRarity cards={printings} width={1100} />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Ultra Rare (1)',
      'Super Rare (2)',
      'Common (1)',
    ]);
    const superRares = screen.getByRole('list', { name: 'Super Rare cards' });
    expect(
      within(superRares)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Dark Hole', 'Trap Hole']);
  });

  it('shows a card printed under several codes once', () => {
    const reprinted = [
      ...printings,
      makeSetCard('p2-e', makeCard('2', 'Blue-Eyes White Dragon'), 'ULTRA_RARE'),
      makeSetCard('p2-en', makeCard('2', 'Blue-Eyes White Dragon'), 'ULTRA_RARE'),
    ];
    renderWithTheme(<SetCardsByRarity cards={reprinted} width={1100} />);
    const ultraRares = screen.getByRole('list', { name: 'Ultra Rare cards' });
    expect(within(ultraRares).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 3, name: 'Ultra Rare (1)' })).toBeTruthy();
  });

  it('draws every card whose picture fails to load', () => {
    renderWithTheme(<SetCardsByRarity cards={printings} width={1100} />);
    for (const picture of screen.getAllByRole('img')) fireEvent.error(picture);
    expect(screen.getByRole('img', { name: /^Blue-Eyes White Dragon: Dark Spellcaster/ })).toBeTruthy();
    expect(screen.getAllByRole('img', { name: /: Dark Spellcaster \/ Effect/ })).toHaveLength(4);
  });
});

describe('setDescriptionLine', () => {
  it('gives the set type, release date in en-GB and code', () => {
    expect(setDescriptionLine(makeSet('lob', 'LOB', 'LOB', 'BOOSTER', '2002-03-08'))).toBe(
      'Core · 8 March 2002 · LOB',
    );
  });
});
