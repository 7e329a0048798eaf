import type { Context } from 'koa';
import { messages } from '@progression/contracts';
import { currentUser, Forbidden, NotFound } from '@progression/service-kit';
import type { Clients } from './clients';
import type { GamePlayer } from './domain/game-view';
import { Reward, type RewardDocument } from './models/reward';

/** A deleted reward is kept as a tombstone (its counter value stays granted) and is absent to everyone. */
const visible = { status: { $ne: 'DELETED' } };

/**
 * Who may read or change what, in one place: routes ask here and never decide access themselves, so the
 * route x role tests have one module to read. A stranger to the game gets the games service's 404.
 */
export const policies = {
  /** The rewards anyone may see: not deleted (a filter to add to every read). */
  visible,

  /** Any signed-in user (reads that name no game, such as the default tracks); 401 without a token. */
  signedIn: (ctx: Context) => currentUser(ctx),

  /** The caller's player in the game; 404 for a stranger. */
  player: (clients: Clients, gameId: string, ctx: Context): Promise<GamePlayer> =>
    clients.games.playerOf(gameId, currentUser(ctx).id),

  /** The caller's player if they administer the game; 403 for its other players. */
  async admin(clients: Clients, gameId: string, ctx: Context): Promise<GamePlayer> {
    const player = await policies.player(clients, gameId, ctx);
    if (!player.isAdmin) throw new Forbidden(messages.games.adminOnly);
    return player;
  },

  /**
   * A reward the caller may read: their own, or any of the game's when they administer it. Anyone
   * else's reward is as absent as an unknown id (404).
   */
  async readableReward(clients: Clients, filter: Record<string, unknown>, ctx: Context) {
    const found = await policies.rewardWithPlayer(clients, filter, ctx);
    if (found.reward.playerId !== found.player.id && !found.player.isAdmin) throw notFound(filter);
    return found;
  },

  /** A reward the caller may claim: only their own (the admin's 404 for another player's, like a stranger). */
  async ownReward(clients: Clients, filter: Record<string, unknown>, ctx: Context) {
    const found = await policies.rewardWithPlayer(clients, filter, ctx);
    if (found.reward.playerId !== found.player.id) throw notFound(filter);
    return found;
  },

  async rewardWithPlayer(clients: Clients, filter: Record<string, unknown>, ctx: Context) {
    const reward = await Reward.findOne({ ...filter, ...visible }, { outbox: 0 }).lean<RewardDocument>();
    if (!reward) throw notFound(filter);
    const { player, game } = await clients.games.playerInGame(reward.gameId, currentUser(ctx).id);
    return { reward, player, game };
  },
};

const notFound = (filter: Record<string, unknown>) =>
  new NotFound(messages.errors.rewardNotFound(String(filter._id ?? filter.draftId ?? '')));
