import { createEvent, messages } from '@progression/contracts';
import { snowflake } from '@progression/discord-fake';
import { eventually } from '@progression/service-kit/testing';
import { Subscription } from '../../models/subscription';
import { makeGame, startTristan, type Tristan } from '../../testing/tristan';

let t: Tristan;
beforeAll(async () => {
  t = await startTristan({ withHandlers: true });
}, 30_000);
afterAll(() => t.stop());

it("posts the playoff's champion once in the game's default channel, without asking games", async () => {
  const game = t.fakes.add(makeGame('Kaiba Cup', ['kaiba', 'yugi']));
  const [kaiba, yugi] = game.players;
  const guildId = snowflake();
  const channel = snowflake();
  t.discord.addGuild({ id: guildId, name: 'Cup server', channels: [{ id: channel, name: 'league' }] });
  await Subscription.create({
    _id: game.game.id,
    guildId,
    guildName: 'Cup server',
    channels: [{ id: channel, name: 'league' }],
    candidateChannels: [channel],
    defaultChannel: channel,
    subscribedBy: snowflake(),
  });
  const completed = createEvent('playoff.completed', 'matches', {
    version: 1,
    gameId: game.game.id,
    gameName: 'Kaiba Cup',
    size: 4,
    bestOf: 3,
    championPlayerId: yugi!.id,
    championUserId: yugi!.userId,
    championUsername: 'yugi',
    runnerUpPlayerId: kaiba!.id,
    runnerUpUsername: 'kaiba',
    championGames: 2,
    runnerUpGames: 1,
  });
  await t.service.events!.publish(completed);
  await t.service.events!.publish(completed); // a republished event is dropped or changes nothing
  await eventually('the post', () => t.discord.messagesIn(channel).length === 1);
  await new Promise((wait) => setTimeout(wait, 300));
  expect(t.discord.messagesIn(channel)).toEqual([
    messages.playoffs.announceChampion('Kaiba Cup', 'yugi', 'kaiba', '2-1'),
  ]);
  expect(t.fakes.internalGameReads).toBe(0);
});
