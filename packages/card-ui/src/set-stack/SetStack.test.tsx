import { fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from '@progression/ui/testing';
import { SetStack } from './SetStack';

const sets = [
  { setCode: 'LOB', setName: 'Legend of Blue Eyes White Dragon', imageUrl: '/images/sets/LOB.jpg' },
  { setCode: 'MRD', setName: 'Metal Raiders', imageUrl: '/images/sets/MRD.jpg' },
  { setCode: 'SRL', setName: 'Spell Ruler', imageUrl: '/images/sets/SRL.jpg' },
  { setCode: 'PSV', setName: "Pharaoh's Servant", imageUrl: '/images/sets/PSV.jpg' },
];

describe('SetStack', () => {
  it('is one image named by all its sets', () => {
    renderWithTheme(<SetStack sets={sets.slice(0, 2)} />);
    expect(screen.getByRole('img', { name: 'Legend of Blue Eyes White Dragon, Metal Raiders' })).toBeTruthy();
  });

  it('draws at most three set images', () => {
    const { container } = renderWithTheme(<SetStack sets={sets} />);
    expect(container.querySelectorAll('img')).toHaveLength(3);
  });

  it('draws a set with its code when its image fails to load', () => {
    const { container } = renderWithTheme(<SetStack sets={sets.slice(0, 1)} />);
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img').textContent).toBe('LOB');
  });

  it('draws a set without an image address with its code', () => {
    renderWithTheme(<SetStack sets={[{ setCode: 'SDY', setName: 'Starter Deck: Yugi' }]} />);
    expect(screen.getByRole('img', { name: 'Starter Deck: Yugi' }).textContent).toBe('SDY');
  });
});
