import { screen } from '@testing-library/react';
import { renderWithTheme } from '@progression/ui/testing';
import { RarityChip } from './RarityChip';

describe('RarityChip', () => {
  it.each([
    ['COMMON', 'C', 'Common'],
    ['RARE', 'R', 'Rare'],
    ['SUPER_RARE', 'SR', 'Super Rare'],
    ['ULTRA_RARE', 'UR', 'Ultra Rare'],
    ['SECRET_RARE', 'CR', 'Secret Rare'],
  ] as const)('writes %s as %s and names it "%s" for screen readers', (rarity, short, name) => {
    renderWithTheme(<RarityChip rarity={rarity} />);
    expect(screen.getByText(short).getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByText(name)).toBeTruthy();
    expect(screen.getByTitle(name)).toBeTruthy();
  });

  it('paints rarities in different colours and leaves commons without a fill', () => {
    renderWithTheme(
      <>
        <RarityChip rarity="COMMON" />
        <RarityChip rarity="RARE" />
        <RarityChip rarity="SECRET_RARE" />
      </>,
    );
    const fill = (name: string) => getComputedStyle(screen.getByTitle(name)).backgroundColor;
    expect(new Set([fill('Common'), fill('Rare'), fill('Secret Rare')]).size).toBe(3);
  });
});
