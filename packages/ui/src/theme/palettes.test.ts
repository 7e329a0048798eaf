import { contrastRatio } from './contrast';
import { colors, darkPalette, lightPalette, rarities, type Palette } from './palettes';

const AA_TEXT = 4.5;
const AA_UI = 3;

describe.each([
  ['light', lightPalette],
  ['dark', darkPalette],
] as [string, Palette][])('the %s palette', (_mode, palette) => {
  const surfaces = [palette.background, palette.surface, palette.surfaceRaised];

  it('keeps primary and secondary text readable on every surface (AA)', () => {
    for (const surface of surfaces) {
      expect(contrastRatio(palette.text.primary, surface)).toBeGreaterThanOrEqual(AA_TEXT);
      expect(contrastRatio(palette.text.secondary, surface)).toBeGreaterThanOrEqual(AA_TEXT);
      expect(contrastRatio(palette.text.link, surface)).toBeGreaterThanOrEqual(AA_TEXT);
    }
  });

  it.each(colors)('makes %s usable as a fill, as text and as a tint (AA)', (color) => {
    const role = palette[color];
    expect(contrastRatio(role.contrastText, role.main)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(role.contrastText, role.strong)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(role.onSoft, role.soft)).toBeGreaterThanOrEqual(AA_TEXT);
    for (const surface of surfaces) expect(contrastRatio(role.main, surface)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it.each(rarities)('labels the %s rarity readably', (rarity) => {
    const { main, contrastText } = palette.rarity[rarity];
    expect(contrastRatio(contrastText, main)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('draws input borders and the focus ring visibly (3:1 for components)', () => {
    for (const surface of surfaces) {
      expect(contrastRatio(palette.border.strong, surface)).toBeGreaterThanOrEqual(AA_UI);
      expect(contrastRatio(palette.focusRing, surface)).toBeGreaterThanOrEqual(AA_UI);
    }
  });
});

describe('contrastRatio', () => {
  it('gives 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#1d4ed8', '#1d4ed8')).toBe(1);
  });
});
