import { nameFontScale, nameFontStep } from './name-font';

const nameOfLength = (length: number) => 'x'.repeat(length);

describe('card name font', () => {
  it('keeps the full size up to 20 characters', () => {
    expect(nameFontStep(nameOfLength(20))).toBe(0);
    expect(nameFontScale(nameOfLength(20))).toBe(1);
  });

  it('steps down past 20, 25 and 30 characters', () => {
    expect([21, 25, 26, 30, 31, 60].map((n) => nameFontStep(nameOfLength(n)))).toEqual([1, 1, 2, 2, 3, 3]);
  });

  it('shrinks the font at each step', () => {
    const scales = [20, 21, 26, 31].map((n) => nameFontScale(nameOfLength(n)));
    expect([...scales].sort((a, b) => b - a)).toEqual(scales);
    expect(new Set(scales).size).toBe(4);
  });
});
