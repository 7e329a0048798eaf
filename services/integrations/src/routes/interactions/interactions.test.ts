import { customIdOf, messages } from '@progression/contracts';
import {
  commandInteraction,
  discordPermissions,
  interactionSigner,
  snowflake,
} from '@progression/discord-fake';
import { bearerFor } from '@progression/service-kit/testing';
import { DiscordLink } from '../../models/discord-link';
import { LinkCode } from '../../models/link-code';
import { Subscription } from '../../models/subscription';
import { followedLeague, makeGame, startTristan, type Tristan } from '../../testing/tristan';

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
const ping = () => ({ id: snowflake(), type: 1, application_id: '100000000000000001' });
const path = '/integrations/discord/interactions';

/** A server with a general channel, an announcements channel and one the bot cannot post in. */
function guild() {
  const id = snowflake();
  const channels = { general: snowflake(), results: snowflake(), readOnly: snowflake(), voice: snowflake() };
  t.discord.addGuild({
    id,
    name: 'Duel Academy',
    channels: [
      { id: channels.general, name: 'general' },
      { id: channels.results, name: 'league-results' },
      {
        id: channels.readOnly,
        name: 'rules',
        permission_overwrites: [{ id, type: 0, allow: '0', deny: String(1n << 11n) }],
      },
      { id: channels.voice, name: 'Voice', type: 2 },
    ],
  });
  return { id, channels };
}

const reply = (response: { body: { type: number; data: { content: string; flags: number } } }) =>
  response.body.data.content;

describe('signature verification', () => {
  it('answers a signed PING with a PONG', async () => {
    await t.interact(ping()).expect(200, { type: 1 });
  });

  it('refuses a missing, a bad, a stale signature and an altered body with 401, doing nothing', async () => {
    const body = JSON.stringify(ping());
    await t.api().post(path).set('content-type', 'application/json').send(body).expect(401, {
      message: t$.badSignature,
    });
    const headers = t.signer.headersFor(body);
    await t
      .api()
      .post(path)
      .set({ ...headers, 'x-signature-ed25519': 'ab'.repeat(64) })
      .send(body)
      .expect(401);
    await t
      .api()
      .post(path)
      .set({ ...headers, 'x-signature-ed25519': 'not hex' })
      .send(body)
      .expect(401);
    const altered = body.replace('"type":1', '"type":2');
    await t.api().post(path).set(headers).send(altered).expect(401);
    const old = t.signer.headersFor(body, Math.floor(Date.now() / 1000) - 3600);
    await t.api().post(path).set(old).send(body).expect(401);
    // Signed by another application's key.
    await t.api().post(path).set(interactionSigner().headersFor(body)).send(body).expect(401);
  });

  it('refuses a replayed interaction id (409), an oversized body (413) and malformed JSON (4xx)', async () => {
    const body = ping();
    await t.interact(body).expect(200);
    await t.interact(body).expect(409, { message: t$.replayedInteraction });
    const huge = { ...ping(), padding: 'x'.repeat(70_000) };
    await t.interact(huge).expect(413);
    const broken = '{"id": "1", "type":';
    const response = await t.api().post(path).set(t.signer.headersFor(broken)).send(broken);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    const notAnInteraction = { id: 'not-a-snowflake', type: 'x' };
    await t.interact(notAnInteraction).expect(400);
  });
});

describe("Discord's option limits", () => {
  const link = (code: string, type = 2) => ({
    ...commandInteraction({
      name: 'link',
      guildId: snowflake(),
      options: [{ name: 'code', type: 3, value: code, ...(type === 4 && { focused: true }) }],
    }),
    type,
  });

  it('takes a string option of 6,000 characters, as Discord allows', async () => {
    const response = await t.interact(link('x'.repeat(6000))).expect(200);
    expect(response.body.data).toMatchObject({ content: t$.linkCodeInvalid, flags: 64 });
    // 6,000 characters of four bytes each still fit the body limit.
    const emoji = await t.interact(link('😀'.repeat(3000))).expect(200);
    expect(emoji.body.data.content).toBe(t$.linkCodeInvalid);
    await t.interact(link('x'.repeat(6000), 4)).expect(200, { type: 8, data: { choices: [] } });
  });

  it('refuses one of 6,001 characters with a message naming the option, and records nothing', async () => {
    const tooLong = link('x'.repeat(6001));
    await t.interact(tooLong).expect(400, { message: t$.optionTooLong('code', 6000) });
    await t.interact(link('x'.repeat(6001), 4)).expect(400, { message: t$.optionTooLong('code', 6000) });
    // The refused interaction id was not used up.
    expect(t$.optionTooLong('code', 6000)).toContain('6,000');
    await t.interact({ ...tooLong, data: { ...tooLong.data, options: [] } }).expect(200);
  });
});

describe('commands', () => {
  it('answers an unknown command, an unknown option and a missing option with a clear ephemeral reply', async () => {
    const unknown = await t.interact(commandInteraction({ name: 'dance', guildId: snowflake() })).expect(200);
    expect(unknown.body.data).toMatchObject({ content: t$.unknownCommand('dance'), flags: 64 });
    const badOption = await t
      .interact(
        commandInteraction({
          name: 'link',
          guildId: snowflake(),
          options: [{ name: 'colour', type: 3, value: 'x' }],
        }),
      )
      .expect(200);
    expect(reply(badOption)).toBe(t$.unknownOption('colour'));
    const missing = await t.interact(commandInteraction({ name: 'link', guildId: snowflake() })).expect(200);
    expect(reply(missing)).toBe(t$.missingOption('code'));
    // A modal submit: the bot opens no modals.
    const modal = await t
      .interact({ ...ping(), type: 5, data: { custom_id: 'x', components: [] } })
      .expect(200);
    expect(reply(modal)).toBe(t$.unsupportedInteraction);
    // A click or an autocomplete without its data is not an interaction Discord sends.
    await t.interact({ ...ping(), type: 3 }).expect(400, { message: messages.errors.invalidRequest });
    await t.interact({ ...ping(), type: 4 }).expect(400, { message: messages.errors.invalidRequest });
  });

  describe('/subscribe', () => {
    const subscribe = (
      code: string,
      guildId: string,
      channelId: string,
      permissions = discordPermissions.manageGuild,
    ) =>
      t.interact(
        commandInteraction({
          name: 'subscribe',
          guildId,
          channelId,
          permissions,
          options: [{ name: 'invite_code', type: 3, value: code }],
        }),
      );

    it('registers the server to the game: candidates are the text channels the bot can post in, the default the one used', async () => {
      const game = t.fakes.add(makeGame('Kaiba Cup', ['kaiba', 'yugi']));
      const server = guild();
      const response = await subscribe(game.game.inviteCode, server.id, server.channels.results).expect(200);
      expect(response.body.data).toMatchObject({
        content: t$.subscribed('Kaiba Cup', 'league-results'),
        flags: 0,
      });
      const stored = await Subscription.findById(game.game.id).lean();
      expect(stored).toMatchObject({
        guildId: server.id,
        guildName: 'Duel Academy',
        defaultChannel: server.channels.results,
        candidateChannels: [server.channels.general, server.channels.results],
      });
    });

    it('refuses an unknown code, a member without Manage Server, and a server already following another game', async () => {
      const game = t.fakes.add(makeGame('Kaiba Cup', ['kaiba']));
      const other = t.fakes.add(makeGame('Pegasus Cup', ['pegasus']));
      const server = guild();
      expect(reply(await subscribe('NOPE', server.id, server.channels.general).expect(200))).toBe(
        t$.unknownInviteCode,
      );
      expect(reply(await subscribe('X'.repeat(6000), server.id, server.channels.general).expect(200))).toBe(
        t$.unknownInviteCode,
      );
      expect(
        reply(
          await subscribe(
            game.game.inviteCode,
            server.id,
            server.channels.general,
            discordPermissions.none,
          ).expect(200),
        ),
      ).toBe(t$.needsManageServer);
      expect(await Subscription.countDocuments()).toBe(0);
      await subscribe(game.game.inviteCode, server.id, server.channels.general).expect(200);
      expect(
        reply(await subscribe(other.game.inviteCode, server.id, server.channels.general).expect(200)),
      ).toBe(t$.subscribedToOther('Kaiba Cup'));
      // The game from a second server.
      const second = guild();
      expect(
        reply(await subscribe(game.game.inviteCode, second.id, second.channels.general).expect(200)),
      ).toBe(t$.gameHasOtherServer);
      expect(await Subscription.countDocuments()).toBe(1);
    });

    it('/unsubscribe forgets the server', async () => {
      const game = t.fakes.add(makeGame('Kaiba Cup', ['kaiba']));
      const server = guild();
      await subscribe(game.game.inviteCode, server.id, server.channels.general).expect(200);
      const unsubscribe = (permissions: string) =>
        t.interact(commandInteraction({ name: 'unsubscribe', guildId: server.id, permissions }));
      expect(reply(await unsubscribe(discordPermissions.none).expect(200))).toBe(t$.needsManageServer);
      expect(reply(await unsubscribe(discordPermissions.manageGuild).expect(200))).toBe(
        t$.unsubscribed('Kaiba Cup'),
      );
      expect(await Subscription.countDocuments()).toBe(0);
      expect(reply(await unsubscribe(discordPermissions.manageGuild).expect(200))).toBe(t$.notSubscribed);
    });

    it('tells the user when Discord fails, never a 5xx', async () => {
      const game = t.fakes.add(makeGame('Kaiba Cup', ['kaiba']));
      // A server the fake Discord does not know answers 404 to the bot.
      const response = await subscribe(game.game.inviteCode, snowflake(), snowflake()).expect(200);
      expect(reply(response)).toBe(t$.discordUnavailable);
    });
  });

  describe('/link, /matches, /report, /standings and /week', () => {
    // The followed game (kaiba its admin, yugi and joey linked, week 2 active) and its unplayed matches.
    const linkedLeague = () => followedLeague(t);

    it('links a Discord user with a one-time code from the web app, once and within its time', async () => {
      const game = t.fakes.add(makeGame('Kaiba Cup', ['kaiba']));
      const { users } = game;
      const issued = await t
        .api()
        .post('/rest/api/tristan/link-code')
        .set('authorization', bearerFor(users[0]!))
        .expect(201);
      const discordUser = { id: snowflake(), username: 'seto' };
      const link = (code: string) =>
        t.interact(
          commandInteraction({
            name: 'link',
            guildId: snowflake(),
            user: discordUser,
            options: [{ name: 'code', type: 3, value: code }],
          }),
        );
      expect(reply(await link(issued.body.code.toLowerCase()).expect(200))).toBe(t$.linked('kaiba'));
      expect(await DiscordLink.findById(discordUser.id).lean()).toMatchObject({ userId: users[0]!.id });
      expect(reply(await link(issued.body.code).expect(200))).toBe(t$.linkCodeInvalid);
      await LinkCode.create({
        _id: 'EXPIRED2',
        userId: users[0]!.id,
        username: 'kaiba',
        expiresAt: new Date(Date.now() - 1000),
      });
      expect(reply(await link('EXPIRED2').expect(200))).toBe(t$.linkCodeInvalid);
    });

    it('lists the linked player their open matches of the active week, with buttons reporting each', async () => {
      const { game, guildId, discordUsers, yugi, joey, kaiba } = await linkedLeague();
      const response = await t
        .interact(commandInteraction({ name: 'matches', guildId: guildId, user: discordUsers.yugi }))
        .expect(200);
      expect(response.body.data).toMatchObject({
        content: [t$.openMatchesTitle(2), t$.openMatch('joey'), t$.openMatch('kaiba')].join('\n'),
        flags: 64,
      });
      const [, yugiJoey, kaibaYugi] = t.fakes.matches.get(game.game.id)!;
      const row = (matchId: string, opponent: { id: string; username: string }) => ({
        type: 1,
        components: [
          {
            type: 2,
            style: 3,
            label: t$.buttons.beat(opponent.username),
            custom_id: customIdOf('report', { gameId: game.game.id, matchId, winnerId: yugi.id }),
          },
          {
            type: 2,
            style: 4,
            label: t$.buttons.lostTo(opponent.username),
            custom_id: customIdOf('report', { gameId: game.game.id, matchId, winnerId: opponent.id }),
          },
        ],
      });
      expect(response.body.data.components).toEqual([row(yugiJoey!.id, joey), row(kaibaYugi!.id, kaiba)]);
      const stranger = await t
        .interact(
          commandInteraction({
            name: 'matches',
            guildId: guildId,
            user: { id: snowflake(), username: 'x' },
          }),
        )
        .expect(200);
      expect(reply(stranger)).toBe(t$.notLinked);
    });

    it("reports a result as the linked player, and passes on the matches service's refusal", async () => {
      const { game, guildId, yugi, joey, kaiba, discordUsers } = await linkedLeague();
      // The opponent as the autocomplete offers it (a player id) or typed by name; linked or not.
      const report = (result: string, opponent = joey.id) =>
        t.interact(
          commandInteraction({
            name: 'report',
            guildId: guildId,
            user: discordUsers.yugi,
            options: [
              { name: 'opponent', type: 3, value: opponent },
              { name: 'result', type: 3, value: result },
            ],
          }),
        );
      expect(reply(await report('win').expect(200))).toBe(t$.reported('yugi', 'joey'));
      expect(t.fakes.reports).toEqual([
        { userId: yugi.userId, matchId: t.fakes.matches.get(game.game.id)![1]!.id, winnerId: yugi.id },
      ]);
      t.fakes.refuseNextReport = { status: 403, message: messages.matches.matchTooOld };
      expect(reply(await report('loss').expect(200))).toBe(messages.matches.matchTooOld);
      expect(reply(await report('draw').expect(200))).toBe(t$.unknownOption('result:draw'));
      // kaiba never linked a Discord account: named by username, he is still the opponent.
      expect(reply(await report('loss', 'KAIBA').expect(200))).toBe(t$.reported('kaiba', 'yugi'));
      expect(t.fakes.reports.at(-1)).toMatchObject({ winnerId: kaiba.id });
      expect(reply(await report('win', 'bakura').expect(200))).toBe(t$.unknownPlayer('bakura', 'Kaiba Cup'));
      // A name as long as Discord lets anyone type is cut in the answer, which stays within a message.
      const long = reply(await report('win', 'b'.repeat(6000)).expect(200));
      expect(long).toBe(t$.unknownPlayer('b'.repeat(100), 'Kaiba Cup'));
      expect(reply(await report('win', yugi.id).expect(200))).toBe(t$.unknownPlayer(yugi.id, 'Kaiba Cup'));
    });

    it("answers about another of the linked user's games when the game option names one", async () => {
      const { guildId, discordUsers, yugi } = await linkedLeague();
      const other = t.fakes.add(makeGame('Pegasus Cup', ['pegasus', 'yugi'], 1));
      // yugi of the other game is the same user.
      other.players[1]!.userId = yugi.userId;
      const [pegasus, otherYugi] = other.players;
      t.fakes.matches.set(other.game.id, [
        {
          id: '64f0000000000000000000aa',
          gameId: other.game.id,
          weekId: other.game.weeks[0]!.id,
          weekNum: 1,
          round: 1,
          firstPlayerId: pegasus!.id,
          secondPlayerId: otherYugi!.id,
          winnerId: null,
          resultStatus: null,
          score: null,
          reported: null,
        },
      ]);
      const matches = (game: string) =>
        t.interact(
          commandInteraction({
            name: 'matches',
            guildId: guildId,
            user: discordUsers.yugi,
            options: [{ name: 'game', type: 3, value: game }],
          }),
        );
      expect(reply(await matches(other.game.id).expect(200))).toBe(
        [t$.openMatchesTitle(1), t$.openMatch('pegasus')].join('\n'),
      );
      const stranger = t.fakes.add(makeGame('Ishtar Cup', ['marik']));
      expect(reply(await matches(stranger.game.id).expect(200))).toBe(t$.notInGame);
      expect(reply(await matches('64a0000000000000000000ff').expect(200))).toBe(t$.notInGame);
      expect(reply(await matches('not an id').expect(200))).toBe(t$.notInGame);
    });

    it('shows the current scores and the active week', async () => {
      const { game, guildId, kaiba, yugi } = await linkedLeague();
      t.fakes.currentScores.set(game.game.id, [
        { userId: yugi.userId, username: 'yugi', place: 1, points: 3, wins: 2, losses: 0 },
        { userId: kaiba.userId, username: 'kaiba', place: 1, points: 3, wins: 1, losses: 1 },
        { userId: `${kaiba.userId}0`, username: 'joey', place: null, points: 0, wins: 0, losses: 0 },
      ]);
      const standings = await t
        .interact(commandInteraction({ name: 'standings', guildId: guildId }))
        .expect(200);
      expect(reply(standings)).toBe(
        [
          t$.standingsTitle('Kaiba Cup'),
          t$.standingsRow(1, 'yugi', 3, 2, 0),
          t$.standingsRow(1, 'kaiba', 3, 1, 1),
        ].join('\n'),
      );

      // A Swiss game answers its standings with the tiebreakers instead.
      t.fakes.swissStandings.set(game.game.id, [
        {
          userId: yugi.userId,
          username: 'yugi',
          place: 1,
          wins: 1,
          losses: 0,
          byes: 1,
          matchPoints: 6,
          opponentsMatchWin: 1 / 3,
          gameWin: 1,
        },
      ]);
      const swiss = await t.interact(commandInteraction({ name: 'standings', guildId: guildId })).expect(200);
      expect(reply(swiss)).toBe(
        [
          t$.swissStandingsTitle('Kaiba Cup'),
          t$.swissStandingsRow(1, 'yugi', 6, { wins: 1, losses: 0, byes: 1 }, '33.33', '100.00'),
        ].join('\n'),
      );
      expect(reply(swiss)).toContain(
        '1. yugi: 6 match points (1 wins, 0 losses, 1 bye), opponents 33.33%, games 100.00%',
      );
      const week = await t.interact(commandInteraction({ name: 'week', guildId: guildId })).expect(200);
      expect(reply(week)).toBe(
        [t$.weekTitle('Kaiba Cup', 2), t$.weekSets('Metal Raiders'), t$.noBanlist].join('\n'),
      );
      const elsewhere = await t
        .interact(commandInteraction({ name: 'week', guildId: snowflake() }))
        .expect(200);
      expect(reply(elsewhere)).toBe(t$.notSubscribed);
    });
  });
});
