import { createEvent, messages } from '@progression/contracts';
import { snowflake } from '@progression/discord-fake';
import { eventually } from '@progression/service-kit/testing';
import { Subscription } from '../../models/subscription';
import { makeGame, startTristan, webAppUrl, type Tristan } from '../../testing/tristan';

let t: Tristan;
beforeAll(async () => {
  t = await startTristan({ withHandlers: true });
}, 30_000);
afterAll(() => t.stop());

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('posts the reminder before a scheduled start once in the game channel, naming who still has to play', async () => {
  const game = t.fakes.add(makeGame('Kaiba Cup', ['kaiba', 'yugi', 'joey']));
  const [, yugi, joey] = game.players;
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
  const reminder = createEvent('game.week.reminder', 'games', {
    version: 1,
    gameId: game.game.id,
    gameName: 'Kaiba Cup',
    week: 2,
    startsAt: new Date('2026-12-07T18:00:00Z'),
    players: [
      { playerId: yugi!.id, userId: yugi!.userId, username: 'yugi', unplayed: 1 },
      { playerId: joey!.id, userId: joey!.userId, username: 'joey', unplayed: 1 },
    ],
  });
  await t.service.events!.publish(reminder);
  await t.service.events!.publish(reminder);
  await eventually('the handler', () => t.discord.messagesIn(channel).length === 1);
  await pause(200);
  const [posted] = t.discord.postedIn(channel);
  expect(t.discord.postedIn(channel)).toHaveLength(1);
  expect(posted!.content).toBe('Week 2 of Kaiba Cup ends within 24 hours. Still to play: yugi, joey');
  expect(posted!.content).toBe(messages.schedule.channelReminder(2, 'Kaiba Cup', ['yugi', 'joey']));
  expect(JSON.stringify(posted!.components)).toContain(`${webAppUrl}/games/game/${game.game.id}`);
  // The names came with the event: games was not asked.
  expect(t.fakes.internalGameReads).toBe(0);
});
