import { DeckFileError, fromYdk, fromYdke, toYdk, toYdke } from './deck-files';

const deck = { main: [89631139, 89631139, 46986414, 4294967295], extra: [44508094], side: [] };

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

  it('refuses text that is not a deck', () => {
    expect(() => fromYdk('hello')).toThrow(DeckFileError);
    expect(() => fromYdk('#main\n12ab')).toThrow(DeckFileError);
    expect(() => fromYdk('')).toThrow(DeckFileError);
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

  it('refuses malformed URLs', () => {
    expect(() => fromYdke('https://x')).toThrow(DeckFileError);
    expect(() => fromYdke('ydke://AAAA!')).toThrow(DeckFileError);
    expect(() => fromYdke('ydke://AAA=!!!')).toThrow(DeckFileError);
    expect(() => fromYdke('ydke://@@@@!!!')).toThrow(DeckFileError);
  });
});
