import { messages } from '@progression/contracts';
import {
  autocompleteInteraction,
  commandInteraction,
  type InteractionOption,
} from '@progression/discord-fake';
import { DiscordLink } from '../../models/discord-link';
import { followedLeague, makeCard, makeGame, startTristan, type Tristan } from '../../testing/tristan';

let t: Tristan;
beforeAll(async () => {
  t = await startTristan();
}, 30_000);
afterEach(async () => {
  await t.service.clearDatabase();
  t.fakes.reset();
  t.discord.reset();
});
afterAll(() => t.stop());

type League = Awaited<ReturnType<typeof followedLeague>>;

/** The choices Tristan offers while `user` types the focused option; the answer's shape is checked. */
async function choicesFor(
  league: League,
  name: string,
  options: InteractionOption[],
  user: { id: string; username: string },
) {
  const response = await t
    .interact(autocompleteInteraction({ name, options, guildId: league.guildId, user }))
    .expect(200);
  expect(Object.keys(response.body)).toEqual(['type', 'data']);
  expect(response.body.type).toBe(8);
  const { choices } = response.body.data as { choices: Array<{ name: string; value: string }> };
  expect(choices.length).toBeLessThanOrEqual(25);
  for (const choice of choices) {
    expect(choice.name.length).toBeGreaterThanOrEqual(1);
    expect(choice.name.length).toBeLessThanOrEqual(100);
    expect(choice.value.length).toBeLessThanOrEqual(100);
  }
  return choices;
}

const typing = (name: string, value: string): InteractionOption => ({ name, type: 3, value, focused: true });

describe('games', () => {
  it("offer the linked user's own games only, filtered by what they typed, the invite code as /subscribe's value", async () => {
    const league = await followedLeague(t);
    const { yugi, discordUsers } = league;
    const other = t.fakes.add(makeGame('Battle City', ['marik', 'yugi']));
    other.players[1]!.userId = yugi.userId;
    t.fakes.add(makeGame('Duelist Kingdom', ['pegasus']));

    expect(await choicesFor(league, 'subscribe', [typing('invite_code', '')], discordUsers.yugi)).toEqual([
      { name: 'Kaiba Cup', value: league.game.game.inviteCode },
      { name: 'Battle City', value: other.game.inviteCode },
    ]);
    expect(await choicesFor(league, 'subscribe', [typing('invite_code', 'CITY')], discordUsers.yugi)).toEqual(
      [{ name: 'Battle City', value: other.game.inviteCode }],
    );
    // /matches and /report take the game's id.
    expect(await choicesFor(league, 'matches', [typing('game', 'ka')], discordUsers.yugi)).toEqual([
      { name: 'Kaiba Cup', value: league.gameId },
    ]);
    // joey plays in one game only; nobody sees a game they do not play in.
    expect(await choicesFor(league, 'report', [typing('game', '')], discordUsers.joey)).toEqual([
      { name: 'Kaiba Cup', value: league.gameId },
    ]);
    expect(await choicesFor(league, 'report', [typing('game', 'duelist')], discordUsers.yugi)).toEqual([]);
  });

  it('offer nothing to a user who has not linked an account', async () => {
    const league = await followedLeague(t);
    for (const [command, option] of [
      ['subscribe', 'invite_code'],
      ['matches', 'game'],
      ['report', 'opponent'],
    ] as const)
      expect(await choicesFor(league, command, [typing(option, '')], league.discordUsers.unlinked)).toEqual(
        [],
      );
  });
});

describe('players', () => {
  it('offer the other players of the game the server follows, those starting with the text first', async () => {
    const league = await followedLeague(t);
    const { kaiba, joey, discordUsers } = league;
    const result = { name: 'result', type: 3, value: 'win' };
    expect(await choicesFor(league, 'report', [typing('opponent', ''), result], discordUsers.yugi)).toEqual([
      { name: 'kaiba', value: kaiba.id },
      { name: 'joey', value: joey.id },
    ]);
    // No name starts with "o"; joey's holds it.
    expect(await choicesFor(league, 'report', [typing('opponent', 'O')], discordUsers.yugi)).toEqual([
      { name: 'joey', value: joey.id },
    ]);
  });

  it('offer the players of the game chosen in the same interaction, and none of a game the user is not in', async () => {
    const league = await followedLeague(t);
    const { yugi, discordUsers } = league;
    const other = t.fakes.add(makeGame('Battle City', ['marik', 'yugi', 'odion']));
    other.players[1]!.userId = yugi.userId;
    const [marik, , odion] = other.players;
    const game = (id: string) => ({ name: 'game', type: 3, value: id });
    expect(
      await choicesFor(league, 'report', [game(other.game.id), typing('opponent', '')], discordUsers.yugi),
    ).toEqual([
      { name: 'marik', value: marik!.id },
      { name: 'odion', value: odion!.id },
    ]);
    const notHis = t.fakes.add(makeGame('Duelist Kingdom', ['pegasus', 'croquet']));
    expect(
      await choicesFor(league, 'report', [game(notHis.game.id), typing('opponent', '')], discordUsers.yugi),
    ).toEqual([]);
    // A player linked elsewhere but not in the followed game sees no one.
    await DiscordLink.create({
      _id: '900000000000000001',
      userId: notHis.players[0]!.userId,
      username: 'pegasus',
    });
    expect(
      await choicesFor(league, 'report', [typing('opponent', '')], {
        id: '900000000000000001',
        username: 'p',
      }),
    ).toEqual([]);
  });
});

describe('card names', () => {
  it("offer at most 25 of the catalog's cards, names starting with the text first, cut to 100 characters", async () => {
    const league = await followedLeague(t);
    const longName = `Dark ${'Magic '.repeat(30)}`.trim();
    t.fakes.cards = [
      makeCard('46986414', 'Dark Magician'),
      makeCard('38033121', 'Dark Magician Girl'),
      makeCard('89631139', 'Blue-Eyes White Dragon'),
      makeCard('40737112', 'Dark Magician of Chaos'),
      makeCard('99789342', 'Magician of Black Chaos'),
      makeCard('11111111', longName),
      ...Array.from({ length: 30 }, (_, index) =>
        makeCard(String(20000000 + index), `Magic Card ${index + 10}`),
      ),
    ];
    const magician = await choicesFor(
      league,
      'card',
      [typing('name', 'magician')],
      league.discordUsers.unlinked,
    );
    expect(magician).toEqual([
      { name: 'Magician of Black Chaos', value: '99789342' },
      { name: 'Dark Magician', value: '46986414' },
      { name: 'Dark Magician Girl', value: '38033121' },
      { name: 'Dark Magician of Chaos', value: '40737112' },
    ]);
    const magic = await choicesFor(league, 'card', [typing('name', 'MAGIC')], league.discordUsers.unlinked);
    expect(magic).toHaveLength(25);
    expect(magic[0]!.name).toBe('Magic Card 10');
    expect(magic.filter((choice) => choice.name.startsWith('Magic')).length).toBe(25);
    const dark = await choicesFor(
      league,
      'card',
      [typing('name', 'dark magic magic')],
      league.discordUsers.unlinked,
    );
    expect(dark).toEqual([{ name: longName.slice(0, 100), value: '11111111' }]);
    expect(await choicesFor(league, 'card', [typing('name', '')], league.discordUsers.unlinked)).toEqual([]);
  });
});

describe('anything else', () => {
  it('offers nothing for an option without a list, an unknown command, or no focused option', async () => {
    const league = await followedLeague(t);
    const user = league.discordUsers.yugi;
    expect(await choicesFor(league, 'link', [typing('code', 'AB')], user)).toEqual([]);
    expect(await choicesFor(league, 'dance', [typing('step', 'x')], user)).toEqual([]);
    expect(await choicesFor(league, 'report', [{ name: 'opponent', type: 3, value: 'j' }], user)).toEqual([]);
  });

  it("answers a card once the user picks it: its limit under the banlist of the followed game's week", async () => {
    const league = await followedLeague(t);
    t.fakes.cards = [makeCard('46986414', 'Dark Magician'), makeCard('55144522', 'Pot of Greed')];
    const week = league.game.game.weeks[1]!;
    week.banlist = { format: 'TCG', activeFrom: '2002-05-01T00:00:00.000Z' };
    week.banlistVersion = week.banlist.activeFrom;
    t.fakes.banlists.set('TCG:2002-05-01', new Map([['55144522', 'FORBIDDEN']]));
    const card = (value: string) =>
      t.interact(
        commandInteraction({
          name: 'card',
          options: [{ name: 'name', type: 3, value }],
          guildId: league.guildId,
        }),
      );
    const t$ = messages.integrations;
    expect((await card('55144522').expect(200)).body.data.content).toBe(
      t$.cardLimit('Pot of Greed', 'Forbidden', 'Kaiba Cup', 2),
    );
    expect((await card('dark magician').expect(200)).body.data.content).toBe(
      t$.cardLimit('Dark Magician', t$.unlimited, 'Kaiba Cup', 2),
    );
    expect((await card('Exodia').expect(200)).body.data).toMatchObject({
      content: t$.cardNotFound('Exodia'),
      flags: 64,
    });
  });
});
