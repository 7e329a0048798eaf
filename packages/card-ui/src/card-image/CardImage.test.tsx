import { fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from '@progression/ui/testing';
import { makeCard } from '../test-support/fixtures';
import { CardImage } from './CardImage';

const darkMagician = makeCard('46986414', 'Dark Magician', {
  type: 'NORMAL_MONSTER',
  frame: 'NORMAL',
  race: 'SPELLCASTER',
  attribute: 'DARK',
  level: 7,
  attack: 2500,
  defense: 2100,
});

describe('CardImage', () => {
  it.each([
    ['small', 105, 150],
    ['medium', 140, 200],
    ['large', 280, 400],
    ['xLarge', 490, 500],
  ] as const)('shows the %s picture at %i x %i px', (size, width, height) => {
    renderWithTheme(<CardImage card={darkMagician} size={size} />);
    const picture = screen.getByRole('img', { name: 'Dark Magician' });
    expect(picture.getAttribute('width')).toBe(String(width));
    expect(picture.getAttribute('height')).toBe(String(height));
  });

  it('loads the picture lazily, the small one for grid sizes and the large one for large sizes', () => {
    renderWithTheme(
      <>
        <CardImage card={darkMagician} size="medium" />
        <CardImage card={darkMagician} size="large" />
      </>,
    );
    const [medium, large] = screen.getAllByRole('img', { name: 'Dark Magician' });
    expect(medium.getAttribute('loading')).toBe('lazy');
    expect(medium.getAttribute('src')).toBe('/images/cards_small/46986414.jpg');
    expect(large.getAttribute('src')).toBe('/images/cards/46986414.jpg');
  });

  it('draws the card with its name, stars and stats when the picture fails to load', () => {
    renderWithTheme(<CardImage card={darkMagician} />);
    fireEvent.error(screen.getByRole('img', { name: 'Dark Magician' }));

    const drawn = screen.getByRole('img', {
      name: 'Dark Magician: Dark Spellcaster / Normal, Level 7, ATK 2500, DEF 2100',
    });
    expect(drawn.textContent).toContain('Dark Magician');
    expect(drawn.textContent).toContain('★★★★★★★');
    expect(drawn.textContent).toContain('ATK/2500 DEF/2100');
    expect(drawn.querySelector('img')).toBeNull();
  });

  it('draws a Link monster with its LINK rating and no DEF or stars', () => {
    const link = makeCard('1861629', 'Decode Talker', {
      type: 'LINK_MONSTER',
      frame: 'LINK',
      race: 'CYBERSE',
      attribute: 'DARK',
      level: 3,
      attack: 2300,
      defense: null,
    });
    renderWithTheme(<CardImage card={link} />);
    fireEvent.error(screen.getByRole('img'));
    const drawn = screen.getByRole('img', { name: /^Decode Talker: Dark Cyberse/ });
    expect(drawn.textContent).toContain('ATK/2300 LINK-3');
    expect(drawn.textContent).not.toContain('DEF');
    expect(drawn.textContent).not.toContain('★');
  });

  it('draws a spell with its type line and no stats', () => {
    const spell = makeCard('5318639', 'Mystical Space Typhoon', {
      type: 'SPELL_CARD',
      frame: 'SPELL',
      race: 'QUICK_PLAY',
      attribute: null,
      level: null,
      attack: null,
      defense: null,
    });
    renderWithTheme(<CardImage card={spell} size="small" />);
    fireEvent.error(screen.getByRole('img'));
    const drawn = screen.getByRole('img', { name: 'Mystical Space Typhoon: Spell Card / Quick-Play' });
    expect(drawn.textContent).toContain('Spell Card / Quick-Play');
    expect(drawn.textContent).not.toContain('ATK');
  });

  it('draws the card straight away when it has no picture address', () => {
    renderWithTheme(<CardImage card={{ ...darkMagician, smallImageUrl: '' }} />);
    expect(screen.getByRole('img', { name: /^Dark Magician: Dark Spellcaster/ })).toBeTruthy();
  });
});
