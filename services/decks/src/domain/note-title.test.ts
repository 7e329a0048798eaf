import { maxTitleLength, noteTitle } from './note-title';

describe('noteTitle', () => {
  it('is the first line that is not blank, trimmed and with single spaces', () => {
    expect(noteTitle('\n   \n  Side deck   ideas \nmore text')).toBe('Side deck ideas');
  });

  it('keeps a title of exactly the maximum length whole', () => {
    const text = 'x'.repeat(maxTitleLength);
    expect(noteTitle(text)).toBe(text);
  });

  it('cuts a longer line at a word boundary, ending with an ellipsis', () => {
    const title = noteTitle(`${'word '.repeat(20)}end`);
    expect(title.length).toBeLessThanOrEqual(maxTitleLength);
    expect(title).toMatch(/^(word )+word…$/);
  });

  it('cuts a single long word where it must', () => {
    expect(noteTitle('y'.repeat(100))).toBe(`${'y'.repeat(maxTitleLength - 1)}…`);
  });
});
