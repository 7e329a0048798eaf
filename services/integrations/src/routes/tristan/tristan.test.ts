import { messages } from '@progression/contracts';
import { snowflake } from '@progression/discord-fake';
import { eventually, bearerFor } from '@progression/service-kit/testing';
import { Announcement } from '../../models/announcement';
import { Subscription } from '../../models/subscription';
import { makeGame, newId, startTristan, type Tristan, type TestUser } from '../../testing/tristan';

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

/** A game (kaiba its admin, yugi a player), another game (pegasus its admin) and a stranger. */
function world() {
  const game = t.fakes.add(makeGame('Kaiba Cup', ['kaiba', 'yugi']));
  const other = t.fakes.add(makeGame('Pegasus Cup', ['pegasus']));
  const [kaiba, yugi] = game.users as [TestUser, TestUser];
  const stranger = { id: newId('64c'), username: 'bakura' };
  return { game, gameId: game.game.id, kaiba, yugi, pegasus: other.users[0]!, stranger };
}

/** The game's server as /subscribe stores it, with two channels the bot can post in, on the fake Discord. */
async function subscribed(gameId: string) {
  const guildId = snowflake();
  const channels = [
    { id: snowflake(), name: 'general' },
    { id: snowflake(), name: 'league' },
  ];
  t.discord.addGuild({ id: guildId, name: 'Duel Academy', channels });
  await Subscription.create({
    _id: gameId,
    guildId,
    guildName: 'Duel Academy',
    channels,
    candidateChannels: channels.map((channel) => channel.id),
    defaultChannel: channels[0]!.id,
    subscribedBy: snowflake(),
  });
  return { guildId, general: channels[0]!.id, league: channels[1]!.id };
}

const as = (user: TestUser | undefined) => (user ? { authorization: bearerFor(user) } : {});

describe('route x role', () => {
  it.each([
    ['GET', '/rest/api/tristan/config'],
    ['POST', '/rest/api/tristan/config'],
    ['GET', '/rest/api/tristan/announcements'],
    ['POST', '/rest/api/tristan/test-message'],
  ])(
    '%s %s: anonymous 401, stranger and other admin 404, player 403 (whatever the body), the admin 2xx',
    async (method, path) => {
      const { gameId, kaiba, yugi, pegasus, stranger } = world();
      const server = await subscribed(gameId);
      const valid = { defaultChannel: server.league, candidateChannels: [server.general, server.league] };
      // A refused caller gets the same answer with a valid body, an invalid one and none: no body rule leaks.
      const bodies = method === 'GET' ? [undefined] : [valid, { defaultChannel: 5, extra: true }, undefined];
      const call = (user: TestUser | undefined, body: object | undefined) => {
        const request =
          method === 'GET' ? t.api().get(path) : t.api().post(path).set('content-type', 'application/json');
        const sent = request.query({ gameId }).set(as(user));
        return body ? sent.send(body) : sent;
      };
      for (const body of bodies) {
        await call(undefined, body).expect(401);
        for (const outsider of [stranger, pegasus])
          await call(outsider, body).expect(404, { message: messages.errors.gameNotFound(gameId) });
        await call(yugi, body).expect(403, { message: messages.games.adminOnly });
      }
      const answer = await call(kaiba, method === 'GET' ? undefined : valid);
      expect([200, 202]).toContain(answer.status);
    },
  );
});

describe('route x role: the routes of no game', () => {
  it('POST /rest/api/tristan/link-code: anonymous 401, any signed-in user 201', async () => {
    const { kaiba, yugi, stranger } = world();
    await t.api().post('/rest/api/tristan/link-code').expect(401);
    for (const user of [kaiba, yugi, stranger])
      await t.api().post('/rest/api/tristan/link-code').set(as(user)).expect(201);
  });

  it("POST /integrations/discord/interactions: Discord's signature only, a user's token never stands for it", async () => {
    const { kaiba, yugi, stranger } = world();
    const ping = JSON.stringify({ id: snowflake(), type: 1 });
    for (const user of [undefined, kaiba, yugi, stranger])
      await t
        .api()
        .post('/integrations/discord/interactions')
        .set('content-type', 'application/json')
        .set(as(user))
        .send(ping)
        .expect(401, { message: t$.badSignature });
    await t
      .api()
      .post('/integrations/discord/interactions')
      .set(t.signer.headersFor(ping))
      .send(ping)
      .expect(200);
  });
});

describe('GET /rest/api/tristan/config', () => {
  it('says nothing is registered yet and gives the invite code for the instruction', async () => {
    const { game, gameId, kaiba } = world();
    const response = await t
      .api()
      .get('/rest/api/tristan/config')
      .query({ gameId })
      .set(as(kaiba))
      .expect(200);
    expect(response.body).toEqual({
      gameId,
      guildId: null,
      guildName: null,
      defaultChannel: null,
      candidateChannels: [],
      channels: [],
      inviteCode: game.game.inviteCode,
      botConfigured: true,
    });
  });

  it('shows the server, its channels and the default once subscribed', async () => {
    const { gameId, kaiba } = world();
    const server = await subscribed(gameId);
    const response = await t
      .api()
      .get('/rest/api/tristan/config')
      .query({ gameId })
      .set(as(kaiba))
      .expect(200);
    expect(response.body).toMatchObject({
      guildId: server.guildId,
      guildName: 'Duel Academy',
      defaultChannel: server.general,
      channels: [
        { id: server.general, name: 'general' },
        { id: server.league, name: 'league' },
      ],
    });
  });

  it('refuses a malformed game id with 400', async () => {
    const { kaiba } = world();
    await t.api().get('/rest/api/tristan/config').set(as(kaiba)).expect(400);
    await t.api().get('/rest/api/tristan/config?gameId[$ne]=x').set(as(kaiba)).expect(400);
  });
});

describe('POST /rest/api/tristan/config', () => {
  const save = (user: TestUser, { gameId, ...body }: { gameId: string; [field: string]: unknown }) =>
    t.api().post('/rest/api/tristan/config').query({ gameId }).set(as(user)).send(body);

  it('saves the default channel among the candidates', async () => {
    const { gameId, kaiba } = world();
    const server = await subscribed(gameId);
    const response = await save(kaiba, {
      gameId,
      guildId: server.guildId,
      defaultChannel: server.league,
      candidateChannels: [server.general, server.league],
    }).expect(200);
    expect(response.body.defaultChannel).toBe(server.league);
    expect((await Subscription.findById(gameId).lean())?.defaultChannel).toBe(server.league);
  });

  it('refuses a default outside the candidates, an unknown channel, another server and no server, changing nothing', async () => {
    const { gameId, kaiba } = world();
    const server = await subscribed(gameId);
    await save(kaiba, { gameId, defaultChannel: server.league, candidateChannels: [server.general] }).expect(
      400,
      {
        message: t$.channelNotCandidate,
        field: 'defaultChannel',
      },
    );
    const unknown = snowflake();
    await save(kaiba, { gameId, defaultChannel: unknown, candidateChannels: [unknown] }).expect(400, {
      message: t$.unknownChannel(unknown),
      field: 'candidateChannels',
    });
    await save(kaiba, {
      gameId,
      guildId: snowflake(),
      defaultChannel: server.general,
      candidateChannels: [server.general],
    }).expect(400, { message: t$.otherGuild, field: 'guildId' });
    for (const bad of [{ gameId }, { gameId, defaultChannel: 5, candidateChannels: 'x' }])
      expect((await save(kaiba, bad).expect(400)).body.message).toEqual(expect.any(String));
    for (const bad of [{}, []])
      await t.api().post('/rest/api/tristan/config').query({ gameId }).set(as(kaiba)).send(bad).expect(400);
    // The game is named in the query: without it there is no game to check access on.
    await t.api().post('/rest/api/tristan/config').set(as(kaiba)).send({}).expect(400);
    expect((await Subscription.findById(gameId).lean())?.defaultChannel).toBe(server.general);

    const fresh = world();
    await save(fresh.kaiba, {
      gameId: fresh.gameId,
      defaultChannel: server.general,
      candidateChannels: [server.general],
    }).expect(409, { message: t$.notRegisteredShort });
  });
});

describe('test message and announcements', () => {
  it('sends a test message to the default channel and lists it with its delivery state', async () => {
    const { gameId, kaiba } = world();
    const server = await subscribed(gameId);
    const queued = await t
      .api()
      .post('/rest/api/tristan/test-message')
      .query({ gameId })
      .set(as(kaiba))
      .expect(202);
    expect(queued.body).toMatchObject({ kind: 'TEST', state: 'PENDING', channelId: server.general });
    await eventually('the handler', () => t.discord.messagesIn(server.general).length === 1);
    expect(t.discord.messagesIn(server.general)).toEqual([t$.testMessage('Kaiba Cup')]);
    await eventually(
      'the handler',
      async () => (await Announcement.findById(queued.body.id).lean())?.state === 'SENT',
    );
    const listed = await t
      .api()
      .get('/rest/api/tristan/announcements')
      .query({ gameId })
      .set(as(kaiba))
      .expect(200);
    expect(listed.body.announcements).toEqual([
      expect.objectContaining({ id: queued.body.id, state: 'SENT', attempts: 1, sentAt: expect.any(String) }),
    ]);
  });

  it('refuses a test message before a server subscribed', async () => {
    const { gameId, kaiba } = world();
    await t
      .api()
      .post('/rest/api/tristan/test-message')
      .query({ gameId })
      .set(as(kaiba))
      .expect(409, { message: t$.notRegisteredShort });
  });
});
