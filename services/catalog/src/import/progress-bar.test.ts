import { progressBar } from './progress-bar';

function fakeStream(isTTY: boolean) {
  const written: string[] = [];
  return {
    stream: { isTTY, write: (text: string) => written.push(text) } as unknown as NodeJS.WriteStream,
    written,
  };
}

describe('progressBar', () => {
  it('redraws one line per step on a terminal', () => {
    const { stream, written } = fakeStream(true);
    const bar = progressBar(stream);
    bar.update('cards', 5, 10);
    bar.update('cards', 10, 10);
    bar.update('printings', 1, 4);
    bar.done();
    expect(written[0]).toMatch(/^\rcards\s+\[#{15}\.{15}\] {2}50% 5\/10/);
    expect(written).toContain('\n');
    expect(written.at(-2)).toMatch(/^\rprintings\s+\[#{8}\.{22}\] {2}25% 1\/4/);
    expect(written.at(-1)).toBe('\n');
  });

  it('writes one plain line per finished step when not on a terminal', () => {
    const { stream, written } = fakeStream(false);
    const bar = progressBar(stream);
    bar.update('cards', 5, 10);
    bar.update('cards', 10, 10);
    bar.done();
    expect(written).toEqual(['cards: 10/10\n']);
  });
});
