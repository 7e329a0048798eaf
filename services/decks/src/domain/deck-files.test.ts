import fc from 'fast-check';
import { deckTextForm, messages } from '@progression/contracts';
import { DeckFileError, fromYdk, fromYdke, toYdk, toYdke, type DeckPasscodes } from './deck-files';

const deck = { main: [89631139, 89631139, 46986414, 4294967295], extra: [44508094], side: [] };

const passcodes = fc.array(fc.integer({ min: 0, max: 0xffffffff }), { maxLength: 20 });
const decks: fc.Arbitrary<DeckPasscodes> = fc.record({ main: passcodes, extra: passcodes, side: passcodes });
/** Whitespace a paste may carry: spaces, tabs, line breaks of every system. */
const whitespace = fc.constantFrom(' ', '  ', '\t', '\n', '\r\n', '\n\n', ' \r\n ');

describe('.ydk', () => {
  it('round-trips the three sections', () => {
    const text = toYdk(deck);
    expect(text).toContain('#main\n89631139\n89631139\n46986414');
    expect(fromYdk(text)).toEqual(deck);
  });

  it('reads Windows line ends, comments and blank lines', () => {
    expect(fromYdk('#created by x\r\n#main\r\n\r\n123\r\n#extra\r\n!side\r\n456\r\n')).toEqual({
      main: [123],
      extra: [],
      side: [456],
    });
  });

  it('reads a byte order mark, trailing spaces, comment lines and no !side', () => {
    const text =
      '\uFEFF#created by EDOPro  \r\n#main \r\n# Monsters\r\n0123 \r\n\r\n#extra\r\n#Fusion\r\n77\t\r\n';
    expect(fromYdk(text)).toEqual({ main: [123], extra: [77], side: [] });
    expect(fromYdk('#MAIN\n1\n#Extra\n2\n!Side\n3')).toEqual({ main: [1], extra: [2], side: [3] });
    expect(fromYdk('#main\r2\r#extra\r3')).toEqual({ main: [2], extra: [3], side: [] });
  });

  it('reads any deck written as .ydk back, however its lines are dressed', () => {
    fc.assert(
      fc.property(
        decks,
        fc.record({
          lineEnd: fc.constantFrom('\n', '\r\n', '\r'),
          bom: fc.boolean(),
          trailing: fc.constantFrom('', ' ', '\t', '  '),
          blankLines: fc.boolean(),
          comment: fc.constantFrom('', '#comment', '# Monsters', '#created by someone'),
        }),
        (written, style) => {
          const lines = toYdk(written)
            .split('\n')
            .filter((line) => line !== '')
            .flatMap((line) => [
              line + style.trailing,
              ...(style.blankLines ? [''] : []),
              ...(style.comment && line === '#main' ? [style.comment] : []),
            ]);
          // With no side deck, leaving out `!side` is the same deck.
          const kept = written.side.length === 0 ? lines.filter((line) => !line.startsWith('!side')) : lines;
          const text = (style.bom ? '\uFEFF' : '') + kept.join(style.lineEnd);
          expect(deckTextForm(text)).toBe('ydk');
          expect(fromYdk(text)).toEqual(written);
        },
      ),
    );
  });

  it('refuses text that is not a deck', () => {
    expect(() => fromYdk('hello')).toThrow(DeckFileError);
    expect(() => fromYdk('#main\n12ab')).toThrow(DeckFileError);
    expect(() => fromYdk('')).toThrow(DeckFileError);
    expect(() => fromYdk('123\n#main')).toThrow(DeckFileError);
  });
});

describe('YDKe', () => {
  it('round-trips, little-endian 32-bit passcodes in base64', () => {
    const url = toYdke(deck);
    expect(url.startsWith('ydke://')).toBe(true);
    expect(url.split('!')).toHaveLength(4);
    expect(fromYdke(url)).toEqual(deck);
  });

  it('encodes a known passcode byte for byte', () => {
    // 89631139 = 0x0557A9A3 -> bytes A3 A9 57 05
    expect(toYdke({ main: [89631139], extra: [], side: [] })).toBe(
      `ydke://${Buffer.from([0xa3, 0xa9, 0x57, 0x05]).toString('base64')}!!!`,
    );
  });

  it('reads a URL without its last !, inside chat text, with whitespace inside and around', () => {
    const url = toYdke({ main: [89631139, 46986414], extra: [44508094], side: [55144522] });
    const bare = url.slice(0, -1);
    const expected = fromYdke(url);
    expect(fromYdke(bare)).toEqual(expected);
    expect(fromYdke(`\n  ${url}  \n`)).toEqual(expected);
    expect(fromYdke(`gg! try my deck: ${url} good luck!`)).toEqual(expected);
    expect(fromYdke(`gg! try my deck: ${bare} good luck!`)).toEqual(expected);
    expect(fromYdke(`my deck (${bare}).`)).toEqual(expected);
    expect(fromYdke(`Deck:\n${url.slice(0, 20)}\n${url.slice(20)}\nThanks`)).toEqual(expected);
    expect(fromYdke(`YDKE://${url.slice(7)}`)).toEqual(expected);
    // The same URL twice is one deck.
    expect(fromYdke(`${url} again: ${url}`)).toEqual(expected);
  });

  it('reads an empty side deck whose ! is left out, followed by words', () => {
    const url = toYdke({ main: [1, 2, 3], extra: [4], side: [] });
    expect(url.endsWith('!!')).toBe(true);
    expect(fromYdke(`${url.slice(0, -1)} have fun`)).toEqual({ main: [1, 2, 3], extra: [4], side: [] });
  });

  it('reads any deck written as YDKe back, in any of the lenient forms', () => {
    fc.assert(
      fc.property(
        decks,
        fc.record({
          dropLastBang: fc.boolean(),
          before: fc.constantFrom('', 'here: ', 'Deck for Saturday\n', '3x Dark Magician\n'),
          after: fc.constantFrom('', ' gl hf!', '\nthanks', '.', ' (side is optional)'),
          breaks: fc.array(fc.tuple(fc.nat(), whitespace), { maxLength: 3 }),
          around: whitespace,
        }),
        (written, style) => {
          let url = toYdke(written);
          if (style.dropLastBang) url = url.slice(0, -1);
          // Whitespace inside, never inside the `ydke://` prefix.
          for (const [at, gap] of style.breaks) {
            const position = 7 + (at % (url.length - 6));
            url = url.slice(0, position) + gap + url.slice(position);
          }
          const text = style.around + style.before + url + style.after + style.around;
          expect(deckTextForm(text)).toBe('ydke');
          expect(fromYdke(text)).toEqual(written);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('refuses malformed URLs', () => {
    expect(() => fromYdke('https://x')).toThrow(DeckFileError);
    expect(() => fromYdke('ydke://AAAA!')).toThrow(DeckFileError);
    expect(() => fromYdke('ydke://AAA=!!!')).toThrow(DeckFileError);
    expect(() => fromYdke('ydke://@@@@!!!')).toThrow(DeckFileError);
    expect(() => fromYdke('ydke://AAAAAA==')).toThrow(DeckFileError);
  });

  it('refuses two different URLs in one text, saying why', () => {
    const one = toYdke({ main: [1], extra: [], side: [] });
    const two = toYdke({ main: [2], extra: [], side: [] });
    expect(() => fromYdke(`${one}\n${two}`)).toThrow(
      expect.objectContaining({ reason: messages.decks.twoYdkeUrls }),
    );
  });
});

describe('which form a pasted deck is in', () => {
  it('reads a YDKe URL inside a card list as that URL, and a .ydk by its structure', () => {
    const url = toYdke(deck);
    expect(deckTextForm(`Main Deck\n3x Dark Magician\n${url}`)).toBe('ydke');
    expect(deckTextForm('#created by someone\n89631139')).toBe('ydk');
    expect(deckTextForm('#main\n89631139')).toBe('ydk');
    expect(deckTextForm('3 Dark Magician\n!side\n1 Kuriboh')).toBe('ydk');
    expect(deckTextForm('# Main Deck\n3x Dark Magician\n#mainstream')).toBe('list');
    expect(deckTextForm('Monster\n3 Dark Magician\nSide Deck\nKuriboh x2')).toBe('list');
  });

  it('never reads a card list as another form', () => {
    const names = fc.stringMatching(/^[A-Z][A-Za-z' -]{0,30}$/);
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 1, max: 3 }), names), { maxLength: 30 }), (lines) => {
        const text = ['Main Deck', ...lines.map(([n, name]) => `${n}x ${name}`), 'Extra Deck'].join('\n');
        expect(deckTextForm(text)).toBe('list');
      }),
    );
  });
});
