import { gamesCalls, messages, parseCustomId } from '@progression/contracts';
import { commandInteraction, componentInteraction, snowflake } from '@progression/discord-fake';
import {
  eventually,
  startServiceProcess,
  startStandIn,
  startTestInfra,
  testGameEvents,
  type ServiceProcess,
  type StandIn,
  type TestInfra,
} from '@progression/service-kit/testing';
import { DiscordLink } from '../../models/discord-link';
import { Subscription } from '../../models/subscription';
import { makeGame, startTristan, type Tristan } from '../../testing/tristan';

// The buttons act through the real matches service, in its own process as in production: its copy of
// the game comes from the game events (as games publishes them), and its rules decide who may report.
// Matches asks games for the game's active week on each report: a stand-in answers it from the same
// game the bot's fake games holds.
let infra: TestInfra;
let games: StandIn;
let matches: ServiceProcess;
let t: Tristan;
beforeAll(async () => {
  infra = await startTestInfra();
  games = await startStandIn(gamesCalls, {
    internalGame: ({ params }) => structuredClone(t.fakes.games.get(params.id)!),
  });
  matches = await startServiceProcess({
    workspace: 'services/matches',
    env: { MONGO_URL: infra.mongoUrl, NATS_URL: infra.natsUrl, GAMES_URL: games.url },
  });
  t = await startTristan({ infra, matchesUrl: matches.url, withHandlers: true });
}, 180_000);
afterAll(async () => {
  await t?.stop();
  await matches?.stop();
  await games?.stop();
  await infra?.stop();
});

const t$ = messages.integrations;
type Button = { label: string; custom_id: string };

it("reports through matches' own rules: a player not in the match is refused in the bot's answer, a player in it updates it", async () => {
  const game = t.fakes.add(makeGame('Kaiba Cup', ['kaiba', 'yugi', 'joey', 'mai'], 1));
  const guildId = snowflake();
  const channel = { id: snowflake(), name: 'general' };
  t.discord.addGuild({ id: guildId, name: 'Duel Academy', channels: [channel] });
  await Subscription.create({
    _id: game.game.id,
    guildId,
    guildName: 'Duel Academy',
    channels: [channel],
    candidateChannels: [channel.id],
    defaultChannel: channel.id,
    subscribedBy: snowflake(),
  });
  const discordUserOf = new Map(
    game.players.map((player) => [player.id, { id: snowflake(), username: `${player.username}_d` }]),
  );
  await DiscordLink.create(
    game.players.map((player) => ({
      _id: discordUserOf.get(player.id)!.id,
      userId: player.userId,
      username: player.username,
    })),
  );
  const events = testGameEvents(game);
  for (const player of game.players) await t.service.events!.publish(events.playerJoined(player.id));
  await t.service.events!.publish(events.weekStarted(1));

  const [, yugi] = game.players;
  const yugiOnDiscord = discordUserOf.get(yugi!.id)!;
  const listOf = async () =>
    (await t.interact(commandInteraction({ name: 'matches', guildId, user: yugiOnDiscord })).expect(200)).body
      .data as { content: string; components?: Array<{ components: Button[] }> };
  // The matches service schedules week 1 from the events.
  let list = await listOf();
  await eventually('week 1 scheduled', async () => {
    list = await listOf();
    return (list.components?.length ?? 0) > 0;
  });
  // A round robin: yugi plays the three others this week.
  expect(list.components).toHaveLength(3);
  const [beat] = list.components![0]!.components;
  const parsed = parseCustomId(beat!.custom_id);
  if (parsed?.kind !== 'report') throw new Error('not a report button');
  expect(parsed.fields.winnerId).toBe(yugi!.id);

  // A player of the game who does not play this match (not its admin either) clicks yugi's button.
  const inMatch = new Set([yugi!.id, beat!.label.replace(t$.buttons.beat(''), '')]);
  const bystander = game.players.find(
    (player) => !player.isAdmin && player.id !== yugi!.id && !inMatch.has(player.username),
  )!;
  const click = (user: { id: string; username: string }, flags = 0) =>
    t.interact(
      componentInteraction({
        customId: beat!.custom_id,
        guildId,
        user,
        message: { content: list.content, flags },
      }),
    );
  const refused = await click(discordUserOf.get(bystander.id)!).expect(200);
  expect(refused.body).toMatchObject({
    type: 4,
    data: { content: messages.matches.notInMatch, flags: 64 },
  });
  expect((await listOf()).components).toHaveLength(3);

  // yugi clicks it in his own list: the match is his, the list is updated in place.
  const reported = await click(yugiOnDiscord, 64).expect(200);
  expect(reported.body.type).toBe(7);
  expect(reported.body.data.content).toContain(
    t$.reported('yugi', beat!.label.replace(t$.buttons.beat(''), '')),
  );
  expect(reported.body.data.components).toHaveLength(2);
  expect((await listOf()).components).toEqual(reported.body.data.components);
}, 60_000);
