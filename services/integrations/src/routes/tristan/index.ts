import { randomUUID } from 'node:crypto';
import Router from '@koa/router';
import { messages } from '@progression/contracts';
import { access, BadRequest, Conflict, currentUser } from '@progression/service-kit';
import type { Context } from 'koa';
import type { Clients } from '../../clients';
import type { DeliveryLoop } from '../../domain/delivery-loop';
import { Announcement } from '../../models/announcement';
import { presentAnnouncement } from '../../models/announcement.presenter';
import { Subscription } from '../../models/subscription';
import { presentConfig } from '../../models/subscription.presenter';
import { policies } from '../../policies';
import { configOfGame, listAnnouncements, readConfig, saveConfig } from './schema';

/** Announcements the panel lists. */
const listedAnnouncements = 20;

/**
 * `/rest/api/tristan`: the game's chat-bot config (its server, default and candidate channels), a test
 * message and the last announcements with their delivery state; the game's admin only.
 */
export function tristanRouter({ clients, delivery }: { clients: Clients; delivery?: DeliveryLoop }): Router {
  const router = new Router({ prefix: '/rest/api/tristan' });

  async function adminGame(ctx: Context, gameId: string) {
    const game = await clients.games.internalGame(gameId);
    policies.assertAdminOf(game, currentUser(ctx));
    return game;
  }
  const botConfigured = Boolean(clients.discord);
  // The game's admin only (strangers 404, its other players 403), checked before a body is read.
  const gameAdmin = access((ctx) => adminGame(ctx, configOfGame.input(ctx).query.gameId));

  router.get('/config', readConfig, async (ctx) => {
    const { gameId } = readConfig.input(ctx).query;
    const { game } = await adminGame(ctx, gameId);
    const subscription = await Subscription.findById(game.id).lean();
    ctx.body = presentConfig(game.id, subscription, { inviteCode: game.inviteCode, botConfigured });
  });

  router.post('/config', configOfGame, gameAdmin, saveConfig, async (ctx) => {
    const { guildId, defaultChannel, candidateChannels } = saveConfig.input(ctx).body;
    const { game } = gameAdmin.of(ctx);
    const subscription = await Subscription.findById(game.id);
    if (!subscription) throw new Conflict(messages.integrations.notRegisteredShort);
    if (guildId && guildId !== subscription.guildId)
      throw new BadRequest(messages.integrations.otherGuild, 'guildId');
    const known = new Set(subscription.channels.map((channel) => channel.id));
    const unknown = candidateChannels.find((channel) => !known.has(channel));
    if (unknown) throw new BadRequest(messages.integrations.unknownChannel(unknown), 'candidateChannels');
    if (!candidateChannels.includes(defaultChannel))
      throw new BadRequest(messages.integrations.channelNotCandidate, 'defaultChannel');
    subscription.candidateChannels = [...new Set(candidateChannels)];
    subscription.defaultChannel = defaultChannel;
    await subscription.save();
    ctx.body = presentConfig(game.id, subscription, { inviteCode: game.inviteCode, botConfigured });
  });

  router.get('/announcements', listAnnouncements, async (ctx) => {
    const { gameId } = listAnnouncements.input(ctx).query;
    const { game } = await adminGame(ctx, gameId);
    const announcements = await Announcement.find({ gameId: game.id })
      .sort({ createdAt: -1 })
      .limit(listedAnnouncements);
    ctx.body = { announcements: announcements.map(presentAnnouncement) };
  });

  router.post('/test-message', configOfGame, gameAdmin, async (ctx) => {
    const { game } = gameAdmin.of(ctx);
    if (!clients.discord) throw new Conflict(messages.integrations.notConfigured);
    const subscription = await Subscription.findById(game.id, { defaultChannel: 1 }).lean();
    if (!subscription) throw new Conflict(messages.integrations.notRegisteredShort);
    const announcement = await Announcement.create({
      _id: randomUUID(),
      gameId: game.id,
      kind: 'TEST',
      channelId: subscription.defaultChannel,
      content: messages.integrations.testMessage(game.name),
    });
    delivery?.wake();
    ctx.status = 202;
    ctx.body = presentAnnouncement(announcement);
  });

  return router;
}
