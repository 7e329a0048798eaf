import type { BanlistEntry } from './banlist';
import { activeBanlistLimits } from './banlist-limits';

const gameIn = (format: 'TCG' | 'OCG', activeFrom: string | null) => ({
  activeWeek: 1,
  weeks: [
    {
      week: 1,
      banlist: activeFrom ? { format, activeFrom } : null,
    },
  ],
});

describe('activeBanlistLimits', () => {
  it("gives the copies each listed card allows under the active week's banlist, read once per version", async () => {
    const reads: string[] = [];
    const read = async (format: string, date: string): Promise<BanlistEntry[]> => {
      reads.push(`${format}:${date}`);
      return [
        { cardId: '1', banType: 'FORBIDDEN' },
        { cardId: '2', banType: 'MAX_TWO' },
      ];
    };
    const game = gameIn('TCG', '2004-03-01T00:00:00.000Z') as never;
    const first = await activeBanlistLimits(read, game);
    expect([...first]).toEqual([
      ['1', 0],
      ['2', 2],
    ]);
    expect(await activeBanlistLimits(read, game)).toBe(first);
    expect(reads).toEqual(['TCG:2004-03-01']);
  });

  it('is empty without a banlist and asks again after a failed read', async () => {
    expect(
      (await activeBanlistLimits(() => Promise.reject(new Error('no')), gameIn('OCG', null) as never)).size,
    ).toBe(0);
    const game = gameIn('OCG', '2005-01-01T00:00:00.000Z') as never;
    await expect(activeBanlistLimits(() => Promise.reject(new Error('down')), game)).rejects.toThrow('down');
    const limits = await activeBanlistLimits(async () => [{ cardId: '9', banType: 'MAX_ONE' }], game);
    expect(limits.get('9')).toBe(1);
  });
});
