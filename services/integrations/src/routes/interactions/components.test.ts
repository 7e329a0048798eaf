import { customIdOf, messages } from '@progression/contracts';
import { commandInteraction, componentInteraction, snowflake } from '@progression/discord-fake';
import { Subscription } from '../../models/subscription';
import { followedLeague, makeGame, newId, startTristan, type Tristan } from '../../testing/tristan';

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

const t$ = messages.integrations;
/** Only the user sees the message (Discord's ephemeral flag). */
const ephemeral = 64;

type League = Awaited<ReturnType<typeof followedLeague>>;

/** A click on a button of a message, as Discord posts it. */
const click = (
  league: League,
  customId: string,
  user: { id: string; username: string },
  message: { content: string; flags?: number } = { content: 'a message' },
) => t.interact(componentInteraction({ customId, guildId: league.guildId, user, message }));

describe('confirm buttons (confirmed results)', () => {
  it("confirm a pending result as the clicking user, telling them alone; pass on the matches service's refusal", async () => {
    const league = await followedLeague(t);
    const { gameId, yugi, joey, matches, discordUsers } = league;
    Object.assign(matches.yugiJoey, {
      resultStatus: 'PENDING',
      reported: {
        winnerId: yugi.id,
        score: '2-1',
        reportedByPlayerId: yugi.id,
        reportedAt: new Date().toISOString(),
        autoConfirmAt: new Date().toISOString(),
        dispute: null,
      },
    });
    const confirm = customIdOf('confirm', { gameId, matchId: matches.yugiJoey.id });
    const response = await click(league, confirm, discordUsers.joey).expect(200);
    expect(response.body).toMatchObject({
      type: 4,
      data: { content: messages.matchResults.resultConfirmed, flags: ephemeral },
    });
    expect(t.fakes.confirmations).toEqual([{ userId: joey.userId, matchId: matches.yugiJoey.id }]);
    // Nothing waits any more: the matches service's 409 is the user's answer.
    const again = await click(league, confirm, discordUsers.joey).expect(200);
    expect(again.body).toMatchObject({
      type: 4,
      data: { content: messages.matchResults.notPending, flags: ephemeral },
    });
  });
});

describe('report buttons', () => {
  it("report from the player's /matches list and update it in place (UPDATE_MESSAGE)", async () => {
    const league = await followedLeague(t);
    const { gameId, yugi, matches, discordUsers } = league;
    const list = await t
      .interact(commandInteraction({ name: 'matches', guildId: league.guildId, user: discordUsers.yugi }))
      .expect(200);
    const beatJoey = list.body.data.components[0].components[0];
    expect(beatJoey).toMatchObject({
      label: t$.buttons.beat('joey'),
      custom_id: customIdOf('report', { gameId, matchId: matches.yugiJoey.id, winnerId: yugi.id }),
    });

    const response = await click(league, beatJoey.custom_id, discordUsers.yugi, {
      content: list.body.data.content,
      flags: ephemeral,
    }).expect(200);
    expect(t.fakes.reports).toEqual([
      { userId: yugi.userId, matchId: matches.yugiJoey.id, winnerId: yugi.id },
    ]);
    expect(response.body.type).toBe(7);
    // The edit keeps the message's own visibility: it says no flags.
    expect(response.body.data).not.toHaveProperty('flags');
    expect(response.body.data.content).toBe(
      [t$.reported('yugi', 'joey'), t$.openMatchesTitle(2), t$.openMatch('kaiba')].join('\n'),
    );
    expect(response.body.data.components).toHaveLength(1);
    expect(
      response.body.data.components[0].components.map((button: { label: string }) => button.label),
    ).toEqual([t$.buttons.beat('kaiba'), t$.buttons.lostTo('kaiba')]);
  });

  it('under a message everyone sees, tell the user alone (CHANNEL_MESSAGE_WITH_SOURCE, ephemeral)', async () => {
    const league = await followedLeague(t);
    const { gameId, joey, matches, discordUsers } = league;
    const joeyWon = customIdOf('report', { gameId, matchId: matches.yugiJoey.id, winnerId: joey.id });
    const response = await click(league, joeyWon, discordUsers.joey).expect(200);
    expect(response.body).toEqual({
      type: 4,
      data: {
        content: t$.reported('joey', 'yugi'),
        flags: ephemeral,
        allowed_mentions: { parse: [] },
        components: [],
      },
    });
    expect(t.fakes.reports).toEqual([
      { userId: joey.userId, matchId: matches.yugiJoey.id, winnerId: joey.id },
    ]);
  });

  it("pass on the matches service's refusal as the bot's ephemeral answer", async () => {
    const league = await followedLeague(t);
    const { gameId, yugi, matches, discordUsers } = league;
    t.fakes.refuseNextReport = { status: 403, message: messages.matches.matchTooOld };
    const old = customIdOf('report', { gameId, matchId: matches.yugiJoey1.id, winnerId: yugi.id });
    const response = await click(league, old, discordUsers.yugi).expect(200);
    expect(response.body).toMatchObject({
      type: 4,
      data: { content: messages.matches.matchTooOld, flags: ephemeral },
    });
    // The matches service failing is Progression's failure, not Discord's.
    t.fakes.refuseNextReport = { status: 502, message: messages.errors.generic };
    const failed = await click(league, old, discordUsers.yugi).expect(200);
    expect(failed.body).toMatchObject({
      type: 4,
      data: { content: t$.progressionUnavailable, flags: ephemeral },
    });
  });

  it('answer an unlinked user with the same "link your account" as the commands', async () => {
    const league = await followedLeague(t);
    const { gameId, kaiba, matches, discordUsers } = league;
    const report = customIdOf('report', { gameId, matchId: matches.kaibaYugi.id, winnerId: kaiba.id });
    for (const customId of [report, customIdOf('matches', { gameId })]) {
      const response = await click(league, customId, discordUsers.unlinked).expect(200);
      expect(response.body).toMatchObject({ type: 4, data: { content: t$.notLinked, flags: ephemeral } });
    }
    expect(t.fakes.reports).toEqual([]);
  });
});

describe('forged and stale buttons', () => {
  it('refuse a custom_id the bot did not make, clearly and privately, never a 5xx', async () => {
    const league = await followedLeague(t);
    const { gameId, yugi, matches, discordUsers } = league;
    const forged = [
      'dance',
      'report',
      `report:${gameId}:${matches.yugiJoey.id}`,
      `report:${gameId}:${matches.yugiJoey.id}:not-an-id`,
      `report:${gameId}:${matches.yugiJoey.id}:${yugi.id}:extra`,
      `standings:${gameId}'); drop table`,
      `__proto__:${gameId}`,
      ':::',
      '',
    ];
    for (const customId of forged) {
      const response = await click(league, customId, discordUsers.yugi).expect(200);
      expect(response.body).toMatchObject({ type: 4, data: { content: t$.unknownButton, flags: ephemeral } });
    }
    // A select menu the bot never sent.
    const select = await t
      .interact(
        componentInteraction({
          customId: 'pick-a-card',
          componentType: 3,
          values: ['1', '2'],
          guildId: league.guildId,
          user: discordUsers.yugi,
        }),
      )
      .expect(200);
    expect(select.body.data.content).toBe(t$.unknownButton);
    // Longer than Discord allows: not a click Discord sends.
    await click(league, `report:${'a'.repeat(100)}`, discordUsers.yugi).expect(400);
    expect(t.fakes.reports).toEqual([]);
  });

  it('refuse a button of a game that is gone, or of scores this server no longer follows', async () => {
    const league = await followedLeague(t);
    const { gameId, yugi, matches, discordUsers } = league;
    const goneGame = newId('64a');
    const report = customIdOf('report', {
      gameId: goneGame,
      matchId: matches.yugiJoey.id,
      winnerId: yugi.id,
    });
    const gone = await click(league, report, discordUsers.yugi).expect(200);
    expect(gone.body).toMatchObject({ type: 4, data: { content: t$.staleButton, flags: ephemeral } });

    await Subscription.deleteOne({ _id: gameId });
    const other = t.fakes.add(makeGame('Pegasus Cup', ['pegasus'], 1));
    await Subscription.create({
      _id: other.game.id,
      guildId: league.guildId,
      guildName: 'Duel Academy',
      channels: [],
      candidateChannels: [],
      defaultChannel: league.channel,
      subscribedBy: snowflake(),
    });
    const standings = await click(league, customIdOf('standings', { gameId }), discordUsers.unlinked).expect(
      200,
    );
    expect(standings.body).toMatchObject({ type: 4, data: { content: t$.staleButton, flags: ephemeral } });
    expect(t.fakes.reports).toEqual([]);
  });
});

describe('"My matches" and "Refresh"', () => {
  it('show the clicking player their matches with buttons, for them alone', async () => {
    const league = await followedLeague(t);
    const response = await click(
      league,
      customIdOf('matches', { gameId: league.gameId }),
      league.discordUsers.joey,
      {
        content: t$.announceWeekStarted('Kaiba Cup', 2),
      },
    ).expect(200);
    expect(response.body.type).toBe(4);
    expect(response.body.data).toMatchObject({
      content: [t$.openMatchesTitle(2), t$.openMatch('yugi')].join('\n'),
      flags: ephemeral,
    });
    expect(response.body.data.components[0].components[1]).toMatchObject({
      label: t$.buttons.lostTo('yugi'),
      custom_id: customIdOf('report', {
        gameId: league.gameId,
        matchId: league.matches.yugiJoey.id,
        winnerId: league.yugi.id,
      }),
    });
  });

  it('edit the standings when the scores changed (UPDATE_MESSAGE) and only acknowledge when not (DEFERRED_UPDATE_MESSAGE)', async () => {
    const league = await followedLeague(t);
    const { gameId, yugi } = league;
    const standings = await t
      .interact(commandInteraction({ name: 'standings', guildId: league.guildId }))
      .expect(200);
    expect(standings.body.data).toMatchObject({ content: t$.noStandings, flags: 0 });
    const refresh = standings.body.data.components[0].components[0];
    expect(refresh).toEqual({
      type: 2,
      style: 2,
      label: t$.buttons.refresh,
      custom_id: customIdOf('standings', { gameId }),
    });

    const unchanged = await click(league, refresh.custom_id, league.discordUsers.unlinked, {
      content: t$.noStandings,
    }).expect(200);
    expect(unchanged.body).toEqual({ type: 6 });

    t.fakes.currentScores.set(gameId, [
      { userId: yugi.userId, username: 'yugi', place: 1, points: 3, wins: 1, losses: 0 },
    ]);
    const changed = await click(league, refresh.custom_id, league.discordUsers.unlinked, {
      content: t$.noStandings,
    }).expect(200);
    expect(changed.body).toEqual({
      type: 7,
      data: {
        content: [t$.standingsTitle('Kaiba Cup'), t$.standingsRow(1, 'yugi', 3, 1, 0)].join('\n'),
        allowed_mentions: { parse: [] },
        components: standings.body.data.components,
      },
    });
  });
});
