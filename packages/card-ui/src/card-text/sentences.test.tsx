import { splitIntoSentences } from './sentences';

describe('splitIntoSentences', () => {
  it('puts each sentence of an effect on its own line', () => {
    expect(
      splitIntoSentences(
        'When this card is Normal Summoned: You can add 1 Spellcaster monster from your Deck to your hand. You can only use this effect once per turn.',
      ),
    ).toEqual([
      'When this card is Normal Summoned: You can add 1 Spellcaster monster from your Deck to your hand.',
      'You can only use this effect once per turn.',
    ]);
  });

  it('never splits inside a quoted card name', () => {
    expect(
      splitIntoSentences('If you control "Mr. Volcano", you can Special Summon this card. It gains 500 ATK.'),
    ).toEqual(['If you control "Mr. Volcano", you can Special Summon this card.', 'It gains 500 ATK.']);
  });

  it('keeps abbreviations and initialisms inside their sentence', () => {
    expect(
      splitIntoSentences('Banish 1 D.D. monster, e.g. D.D. Warrior. Then draw 1 card. Ver. 2 is stronger.'),
    ).toEqual(['Banish 1 D.D. monster, e.g. D.D. Warrior.', 'Then draw 1 card.', 'Ver. 2 is stronger.']);
  });

  it('ends a sentence after a closing bracket or quote', () => {
    expect(
      splitIntoSentences(
        '(This card is always treated as a "Blue-Eyes" card.) Target 1 monster; destroy it.',
      ),
    ).toEqual(['(This card is always treated as a "Blue-Eyes" card.)', 'Target 1 monster; destroy it.']);
  });

  it('treats a period before a closing quote as the end when the quote closes', () => {
    expect(splitIntoSentences('The text reads "Go." Then it ends!')).toEqual([
      'The text reads "Go."',
      'Then it ends!',
    ]);
  });

  it('keeps line breaks of the text, including Windows ones, and drops empty lines', () => {
    expect(
      splitIntoSentences('2 Level 4 monsters\r\n\r\nOnce per turn: Draw 1 card. Discard 1 card.'),
    ).toEqual(['2 Level 4 monsters', 'Once per turn: Draw 1 card.', 'Discard 1 card.']);
  });

  it('does not split before a lower-case word or inside a decimal', () => {
    expect(splitIntoSentences('It has 1.5 times the power. and more')).toEqual([
      'It has 1.5 times the power. and more',
    ]);
  });

  it('ignores an unpaired quote instead of swallowing the rest of the text', () => {
    expect(splitIntoSentences('A stray " mark. Next sentence.')).toEqual([
      'A stray " mark.',
      'Next sentence.',
    ]);
  });

  it('returns no lines for an empty text', () => {
    expect(splitIntoSentences('  \n ')).toEqual([]);
  });
});
