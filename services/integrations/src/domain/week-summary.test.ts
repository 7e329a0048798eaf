import { messages } from '@progression/contracts';
import { makeGame } from '../testing/tristan';
import { testGameEvents } from '@progression/service-kit/testing';
import { banlistChanges, weekFactsOfEvent, weekFactsOfGame, weekLines } from './week-summary';

const version = (entries: Array<[string, 'FORBIDDEN' | 'MAX_ONE' | 'MAX_TWO']>) => ({
  format: 'TCG' as const,
  activeFrom: '2002-01-01T00:00:00.000Z',
  entries: entries.map(([cardId, banType]) => ({ cardId, banType })),
});

describe('banlistChanges', () => {
  it('names the cards whose limit changed, added or dropped, and leaves the rest out', () => {
    const changes = banlistChanges(
      version([
        ['pot', 'FORBIDDEN'],
        ['raigeki', 'MAX_ONE'],
        ['monster-reborn', 'MAX_ONE'],
      ]),
      version([
        ['pot', 'FORBIDDEN'],
        ['raigeki', 'FORBIDDEN'],
        ['mirror-force', 'MAX_TWO'],
      ]),
    );
    expect(changes).toEqual([
      { cardId: 'raigeki', from: 'MAX_ONE', to: 'FORBIDDEN' },
      { cardId: 'monster-reborn', from: 'MAX_ONE', to: undefined },
      { cardId: 'mirror-force', from: undefined, to: 'MAX_TWO' },
    ]);
  });
});

describe('weekLines', () => {
  it("names the week's sets, its banlist version and the cards that changed since last week", async () => {
    const game = makeGame('Kaiba Cup', ['kaiba'], 2);
    game.game.weeks[0]!.banlist = { format: 'TCG', activeFrom: '2002-01-01T00:00:00.000Z' };
    game.game.weeks[1]!.banlist = { format: 'TCG', activeFrom: '2002-07-01T00:00:00.000Z' };
    const versions: Record<string, ReturnType<typeof version>> = {
      '2002-01-01': version([['raigeki', 'MAX_ONE']]),
      '2002-07-01': version([
        ['raigeki', 'FORBIDDEN'],
        ['pot', 'MAX_ONE'],
      ]),
    };
    const catalog = {
      banlistInForce: async (_format: string, date: string) => versions[date]!,
      cardNames: async (ids: string[]) =>
        new Map(ids.map((id) => [id, id === 'raigeki' ? 'Raigeki' : 'Pot of Greed'])),
    };
    const t = messages.integrations;
    expect(await weekLines(weekFactsOfGame(game, 2), catalog)).toEqual([
      t.weekSets('Metal Raiders'),
      t.banlist('TCG', '2002-07-01'),
      t.banlistChanges(
        [
          t.banChange('Raigeki', 'Limited', 'Forbidden'),
          t.banChange('Pot of Greed', t.unlimited, 'Limited'),
        ].join('; '),
      ),
    ]);
    expect(await weekLines(weekFactsOfGame(game, 1), catalog)).toEqual([
      t.weekSets('Legend of Blue Eyes White Dragon'),
      t.banlist('TCG', '2002-01-01'),
      t.noBanlistChanges,
    ]);
  });
});

describe('weekFactsOfEvent', () => {
  it("reads from a week start what the /week command reads from games: sets, banlist and the week before's", () => {
    const game = makeGame('Kaiba Cup', ['kaiba'], 2);
    game.game.weeks[0]!.banlist = { format: 'TCG', activeFrom: '2002-01-01T00:00:00.000Z' };
    game.game.weeks[1]!.banlist = { format: 'TCG', activeFrom: '2002-07-01T00:00:00.000Z' };
    const facts = weekFactsOfEvent(testGameEvents(game).weekStarted(2).data);
    expect(facts).toEqual(weekFactsOfGame(game, 2));
    expect(facts).toEqual({
      week: 2,
      setNames: ['Metal Raiders'],
      banlist: { format: 'TCG', activeFrom: '2002-07-01T00:00:00.000Z' },
      previousBanlist: { format: 'TCG', activeFrom: '2002-01-01T00:00:00.000Z' },
    });
  });
});
