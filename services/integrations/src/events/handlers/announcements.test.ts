import { createEvent, customIdOf, messages } from '@progression/contracts';
import { snowflake } from '@progression/discord-fake';
import { createLogger } from '@progression/service-kit';
import { Announcement } from '../../models/announcement';
import { Subscription } from '../../models/subscription';
import { FakeServices, makeGame, startTristan, webAppUrl, type Tristan } from '../../testing/tristan';
import { announceWeekStarted } from './week-started';
import { eventually, testGameEvents } from '@progression/service-kit/testing';

let t: Tristan;
beforeAll(async () => {
  t = await startTristan({ withHandlers: true });
}, 30_000);
afterEach(async () => {
  await t.service.clearDatabase();
  t.fakes.reset();
  t.discord.reset();
});
afterAll(() => t.stop());

const t$ = messages.integrations;

/** A game whose server follows it, announcing in `channel`. */
async function followedGame(name = 'Kaiba Cup') {
  const game = t.fakes.add(makeGame(name, ['kaiba', 'yugi', 'joey']));
  const guildId = snowflake();
  const channel = snowflake();
  t.discord.addGuild({ id: guildId, name: `${name} server`, channels: [{ id: channel, name: 'league' }] });
  await Subscription.create({
    _id: game.game.id,
    guildId,
    guildName: `${name} server`,
    channels: [{ id: channel, name: 'league' }],
    candidateChannels: [channel],
    defaultChannel: channel,
    subscribedBy: snowflake(),
  });
  return { game, channel };
}

/** The game's week start as games publishes it (v2: the game's name, sets and banlist with it). */
const weekStarted = (gameId: string, week = 1, fakes = t.fakes) =>
  testGameEvents(fakes.games.get(gameId)!).weekStarted(week);

const posts = () => t.discord.requests.filter((request) => request.method === 'POST');

describe('announcements', () => {
  it('announces each event once in the default channel', async () => {
    const { game, channel } = await followedGame();
    const [kaiba, yugi] = game.players;
    const gameId = game.game.id;
    await t.service.events!.publish(weekStarted(gameId));
    await eventually('the handler', () => t.discord.messagesIn(channel).length === 1);
    // The week start's game, sets and banlist came with the event: games was not asked.
    expect(t.fakes.internalGameReads).toBe(0);
    expect(t.gamesReceived).toEqual([]);
    await t.service.events!.publish(
      createEvent('match.result.recorded', 'matches', {
        version: 1,
        gameId,
        matchId: '64f000000000000000000001',
        week: 1,
        firstPlayerId: kaiba!.id,
        secondPlayerId: yugi!.id,
        winnerId: yugi!.id,
        previousWinnerId: null,
      }),
    );
    await eventually('the handler', () => t.discord.messagesIn(channel).length === 2);
    await t.service.events!.publish(
      createEvent('match.leg.completed', 'matches', {
        version: 1,
        gameId,
        leg: 1,
        firstWeek: 1,
        lastWeek: 1,
        entries: [
          { userId: yugi!.userId, username: 'yugi', place: 1, points: 3, wins: 1, losses: 0 },
          { userId: kaiba!.userId, username: 'kaiba', place: 2, points: 0, wins: 0, losses: 1 },
          // No result in the leg: not placed, not listed.
          { userId: `${kaiba!.userId}0`, username: 'joey', place: null, points: 0, wins: 0, losses: 0 },
        ],
      }),
    );
    await eventually('the handler', () => t.discord.messagesIn(channel).length === 3);
    await t.service.events!.publish(
      createEvent('game.completed', 'games', { version: 1, gameId, lastWeek: 1 }),
    );
    await eventually('the handler', () => t.discord.messagesIn(channel).length === 4);
    expect(t.discord.messagesIn(channel)).toEqual([
      [
        t$.announceWeekStarted('Kaiba Cup', 1),
        t$.weekSets('Legend of Blue Eyes White Dragon'),
        t$.noBanlist,
      ].join('\n'),
      t$.announceResult('Kaiba Cup', 1, 'yugi', 'kaiba'),
      [
        t$.announceLegCompleted('Kaiba Cup', 1, 1, 1),
        t$.standingsRow(1, 'yugi', 3, 1, 0),
        t$.standingsRow(2, 'kaiba', 0, 0, 1),
      ].join('\n'),
      t$.announceGameCompleted('Kaiba Cup', 1),
    ]);
    // Buttons: the week's "My matches" and its game's page; the result's other outcome, reported as the
    // clicking user; the leg's and the game's end have none.
    const rows = t.discord.postedIn(channel).map((message) => message.components);
    expect(rows).toEqual([
      [
        {
          type: 1,
          components: [
            { type: 2, style: 1, label: t$.buttons.myMatches, custom_id: customIdOf('matches', { gameId }) },
            { type: 2, style: 5, label: t$.buttons.openGame, url: `${webAppUrl}/games/game/${gameId}` },
          ],
        },
      ],
      [
        {
          type: 1,
          components: [
            {
              type: 2,
              style: 2,
              label: t$.buttons.won('kaiba'),
              custom_id: customIdOf('report', {
                gameId,
                matchId: '64f000000000000000000001',
                winnerId: kaiba!.id,
              }),
            },
          ],
        },
      ],
      [],
      [],
    ]);
    // Posted with the bot's token and without pinging anyone.
    expect(posts()[0]).toMatchObject({
      path: `/channels/${channel}/messages`,
      authorization: 'Bot test-bot-token',
      body: { allowed_mentions: { parse: [] } },
    });
    await eventually('the handler', async () => (await Announcement.countDocuments({ state: 'SENT' })) === 4);
  });

  it("announces a v1 week start still in the stream through games' one rebuild call", async () => {
    const { game, channel } = await followedGame();
    const gameId = game.game.id;
    t.gamesReceived.length = 0;
    await t.service.events!.publish(testGameEvents(game).weekStartedV1(2) as never);
    await eventually('the handler', () => t.discord.messagesIn(channel).length === 1);
    expect(t.discord.messagesIn(channel)).toEqual([
      [t$.announceWeekStarted('Kaiba Cup', 2), t$.weekSets('Metal Raiders'), t$.noBanlist].join('\n'),
    ]);
    expect(t.gamesReceived).toEqual([`GET /internal/progression-game/${gameId}/event-data`]);
    expect(t.fakes.internalGameReads).toBe(0);
  });

  it('announces a custom draft waiting, but not each weekly draft', async () => {
    const { game, channel } = await followedGame();
    const yugi = game.players[1]!;
    const draft = (source: 'WEEKLY' | 'CUSTOM') =>
      createEvent('draft.created', 'drafts', {
        version: 1,
        gameId: game.game.id,
        playerId: yugi.id,
        userId: yugi.userId,
        draftId: snowflake(),
        week: 1,
        source,
      });
    await t.service.events!.publish(draft('WEEKLY'));
    const custom = draft('CUSTOM');
    await t.service.events!.publish(custom);
    await eventually('the handler', () => t.discord.messagesIn(channel).length === 1);
    expect(t.discord.postedIn(channel)).toEqual([
      {
        content: t$.announceDraftWaiting('Kaiba Cup', 'yugi'),
        components: [
          {
            type: 1,
            components: [
              {
                type: 2,
                style: 5,
                label: t$.buttons.openDraft,
                url: `${webAppUrl}/games/game/${game.game.id}/draft/${custom.data.draftId}`,
              },
            ],
          },
        ],
      },
    ]);
  });

  it('tells the channel whose booster draft pick is due, once', async () => {
    const { game, channel } = await followedGame();
    const yugi = game.players[1]!;
    const due = createEvent('draft.pick.due', 'drafts', {
      version: 1,
      gameId: game.game.id,
      gameName: 'Kaiba Cup',
      tableId: '64f000000000000000000003',
      draftId: '64f000000000000000000004',
      playerId: yugi.id,
      userId: yugi.userId,
      username: 'yugi',
      week: 1,
      round: 1,
      pickNumber: 3,
      deadline: new Date().toISOString(),
    });
    await t.service.events!.publish(due);
    await t.service.events!.publish(due);
    await eventually('the handler', () => t.discord.messagesIn(channel).length === 1);
    expect(t.discord.postedIn(channel)).toEqual([
      {
        content: messages.notifications.pickDue('yugi', 'Kaiba Cup'),
        components: [
          {
            type: 1,
            components: [
              {
                type: 2,
                style: 5,
                label: t$.buttons.openDraft,
                url: `${webAppUrl}/games/game/${game.game.id}/draft/64f000000000000000000004`,
              },
            ],
          },
        ],
      },
    ]);
    expect(t.fakes.internalGameReads).toBe(0);
  });

  it("offers either player's win under a reset result", async () => {
    const { game, channel } = await followedGame();
    const [kaiba, yugi] = game.players;
    const gameId = game.game.id;
    const matchId = '64f000000000000000000002';
    await t.service.events!.publish(
      createEvent('match.result.recorded', 'matches', {
        version: 1,
        gameId,
        matchId,
        week: 1,
        firstPlayerId: kaiba!.id,
        secondPlayerId: yugi!.id,
        winnerId: null,
        previousWinnerId: yugi!.id,
      }),
    );
    await eventually('the handler', () => t.discord.messagesIn(channel).length === 1);
    const [posted] = t.discord.postedIn(channel);
    expect(posted!.content).toBe(t$.announceResultReset('Kaiba Cup', 1, 'kaiba', 'yugi'));
    expect(posted!.components).toEqual([
      {
        type: 1,
        components: [kaiba!, yugi!].map((player) => ({
          type: 2,
          style: 2,
          label: t$.buttons.won(player.username),
          custom_id: customIdOf('report', { gameId, matchId, winnerId: player.id }),
        })),
      },
    ]);
  });

  it('announces a pending result with a Confirm button and a link to the matches page (confirmed results)', async () => {
    const { game, channel } = await followedGame();
    const [kaiba, yugi] = game.players;
    const gameId = game.game.id;
    const matchId = '64f000000000000000000003';
    const who = (player: typeof kaiba) => ({
      playerId: player!.id,
      userId: player!.userId,
      username: player!.username,
    });
    const reported = createEvent('match.result.reported', 'matches', {
      version: 1,
      gameId,
      matchId,
      week: 1,
      winnerId: yugi!.id,
      score: '2-1',
      reporter: who(kaiba),
      opponent: who(yugi),
      autoConfirmAt: new Date().toISOString(),
    });
    await t.service.events!.publish(reported);
    await t.service.events!.publish(reported);
    await eventually('the handler', () => t.discord.messagesIn(channel).length === 1);
    await new Promise((wait) => setTimeout(wait, 200));
    expect(t.discord.messagesIn(channel)).toHaveLength(1);
    const [posted] = t.discord.postedIn(channel);
    expect(posted!.content).toBe(
      messages.matchResults.announcePending('Kaiba Cup', 1, 'kaiba', 'yugi', 'kaiba', '2-1', 'yugi'),
    );
    expect(posted!.components).toEqual([
      {
        type: 1,
        components: [
          {
            type: 2,
            style: 3,
            label: messages.matchResults.confirmButton('yugi'),
            custom_id: customIdOf('confirm', { gameId, matchId }),
          },
          {
            type: 2,
            style: 5,
            label: messages.matchResults.disputeLink,
            url: `${webAppUrl}/games/game/${gameId}/matches`,
          },
        ],
      },
    ]);
  });

  it('announces nothing for a game no server follows', async () => {
    const game = t.fakes.add(makeGame('Lonely Cup', ['kaiba']));
    const { channel, game: followed } = await followedGame();
    await t.service.events!.publish(weekStarted(game.game.id));
    await t.service.events!.publish(weekStarted(followed.game.id));
    await eventually('the handler', () => t.discord.messagesIn(channel).length === 1);
    expect(await Announcement.countDocuments()).toBe(1);
  });

  it('posts once when the handler runs again for the same event (a redelivery), and after a restart', async () => {
    const { game, channel } = await followedGame();
    const event = weekStarted(game.game.id);
    const handler = announceWeekStarted({ ...t.fakes.clients(), discord: {} as never });
    const context = {
      logger: createLogger('test', 'silent'),
      consumer: 'test',
      attempt: 2,
      streamSequence: 1,
    };
    await handler.handle(event, context);
    await handler.handle(event, context);
    await eventually('the handler', () => t.discord.messagesIn(channel).length === 1);
    await t.restart();
    // The same event arriving again after the restart, through NATS (a publish after the duplicate
    // window would pass JetStream's check; the announcement's id still finds it).
    await handler.handle(event, context);
    await t.service.events!.publish(weekStarted(game.game.id, 2));
    await eventually('the handler', () => t.discord.messagesIn(channel).length === 2);
    await new Promise((wait) => setTimeout(wait, 300));
    expect(t.discord.messagesIn(channel)).toHaveLength(2);
    expect(await Announcement.countDocuments()).toBe(2);
  });

  it("honours Discord's 429 retry_after and posts the message once it may", async () => {
    const { game, channel } = await followedGame();
    t.discord.rateLimitNextPost(channel, 0.5);
    const started = Date.now();
    await t.service.events!.publish(weekStarted(game.game.id));
    await eventually('the handler', () => t.discord.messagesIn(channel).length === 1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
    const tries = posts().filter((request) => request.path === `/channels/${channel}/messages`);
    expect(tries).toHaveLength(2);
    // The stand-in sees the message as it is posted; the announcement is marked once Discord has answered.
    await eventually(
      'the announcement marked',
      async () => (await Announcement.findOne().lean())?.state === 'SENT',
    );
    expect((await Announcement.findOne().lean())?.state).toBe('SENT');
  });

  it('retries a failed post with back-off without holding other games', async () => {
    const failing = await followedGame('Kaiba Cup');
    const healthy = await followedGame('Pegasus Cup');
    t.discord.failPosts(failing.channel, 1, 403);
    await t.service.events!.publish(weekStarted(failing.game.game.id));
    await t.service.events!.publish(weekStarted(healthy.game.game.id));
    await eventually('the handler', () => t.discord.messagesIn(healthy.channel).length === 1);
    await eventually(
      'the handler',
      async () => (await Announcement.findOne({ gameId: failing.game.game.id }).lean())?.attempts === 1,
    );
    const waiting = await Announcement.findOne({ gameId: failing.game.game.id }).lean();
    expect(waiting).toMatchObject({ state: 'PENDING', lastError: expect.stringContaining('Missing Access') });
    expect(t.discord.messagesIn(failing.channel)).toEqual([]);
    // The first retry comes a second later.
    await eventually('the handler', () => t.discord.messagesIn(failing.channel).length === 1, {
      timeoutMs: 5_000,
    });
    // The post lands before the announcement records it.
    await eventually(
      'the announcement sent',
      async () => (await Announcement.findOne({ gameId: failing.game.game.id }).lean())?.state === 'SENT',
    );
    expect(await Announcement.findOne({ gameId: failing.game.game.id }).lean()).toMatchObject({
      state: 'SENT',
      attempts: 2,
    });
  });
});

describe('without Discord settings', () => {
  it('stores and sends nothing', async () => {
    const fakes = new FakeServices();
    const game = fakes.add(makeGame('Quiet Cup', ['kaiba']));
    const handler = announceWeekStarted({ ...fakes.clients(), discord: undefined });
    await Subscription.create({
      _id: game.game.id,
      guildId: snowflake(),
      guildName: 'x',
      channels: [],
      candidateChannels: [],
      defaultChannel: snowflake(),
      subscribedBy: snowflake(),
    });
    await handler.handle(weekStarted(game.game.id, 1, fakes), {
      logger: createLogger('test', 'silent'),
      consumer: 'test',
      attempt: 1,
      streamSequence: 1,
    });
    expect(await Announcement.countDocuments()).toBe(0);
  });
});
