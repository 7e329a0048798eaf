import Router from '@koa/router';
import {
  collectionQuery,
  messages,
  wildcardCopies,
  type RewardType,
  type WildcardDraft,
} from '@progression/contracts';
import {
  access,
  BadRequest,
  Conflict,
  currentUser,
  NotFound,
  type OutboxRelay,
} from '@progression/service-kit';
import type { Context } from 'koa';
import type { Clients } from '../../clients';
import type { RewardDocument } from '../../models/reward';
import { policies } from '../../policies';
import { claimReward } from '../../domain/claim';
import { pickableCards, wildcardWeeks } from '../../domain/pools';
import { claimCards, byId, filterDraft } from './schema';

const isWildcard = (type: RewardType) => type === 'WILDCARD' || type === 'COMMON_WILDCARD';

async function wildcardRewardOf(clients: Clients, draftId: string, ctx: Context, own: boolean) {
  const found = own
    ? await policies.ownReward(clients, { draftId }, ctx)
    : await policies.readableReward(clients, { draftId }, ctx);
  if (!isWildcard(found.reward.type as RewardType))
    throw new NotFound(messages.errors.packDraftNotFound(draftId));
  return found;
}

/** "3 x Dark Magician" or "1 x Dark Magician, 1 x Kuriboh": the claim as the reward history names it. */
async function cardsDetail(clients: Clients, cardIds: string[], copies: number): Promise<string> {
  const cards = await clients.catalog.search(cardIds, collectionQuery.parse({}));
  const names = new Map(cards.map((card) => [card.id, card.name]));
  return messages.rewards.historyNames(
    cardIds.map((cardId) => messages.rewards.historyCard(names.get(cardId) ?? cardId, copies)),
  );
}

const presentWildcardDraft = (reward: RewardDocument): WildcardDraft => ({
  id: reward.draftId,
  rewardId: reward._id,
  commonsOnly: reward.type === 'COMMON_WILDCARD',
  selectedCardIds: reward.selectedCardIds,
});

async function pickable(clients: Clients, reward: RewardDocument) {
  const game = await clients.games.game(reward.gameId);
  return pickableCards(game, reward.week, reward.type === 'COMMON_WILDCARD', clients.catalog);
}

/**
 * The card choice of a wildcard reward: the cards of the weeks up to the reward's week (commons only for a
 * COMMON_WILDCARD), listed per week; a claim takes 1 card (three copies) or 2 different cards (one each),
 * times the reward's quantity.
 */
export function wildcardDraftsRouter({
  clients,
  outbox,
}: {
  clients: Clients;
  outbox?: OutboxRelay;
}): Router {
  const router = new Router({ prefix: '/rest/api/game-rewards/wildcard-drafts' });
  // Checked before a body is read: the reward's owner or the game's admin reads, only its owner claims.
  const readable = access((ctx) => wildcardRewardOf(clients, byId.input(ctx).params.id, ctx, false));
  const own = access((ctx) => wildcardRewardOf(clients, byId.input(ctx).params.id, ctx, true));

  router.get('/:id', byId, async (ctx) => {
    const { reward } = await wildcardRewardOf(clients, byId.input(ctx).params.id, ctx, false);
    ctx.body = presentWildcardDraft(reward);
  });

  router.post('/:id/cards', byId, readable, filterDraft, async (ctx) => {
    const { body } = filterDraft.input(ctx);
    const { reward } = readable.of(ctx);
    ctx.body = {
      weeks: await wildcardWeeks(await pickable(clients, reward), reward.week, body, clients.catalog),
    };
  });

  router.put('/:id', byId, own, claimCards, async (ctx) => {
    const { body } = claimCards.input(ctx);
    const { reward, player } = own.of(ctx);
    if (reward.status !== 'UNCLAIMED') throw new Conflict(messages.rewards.rewardAlreadyClaimed);
    const allowed = await pickable(clients, reward);
    if (body.selectedCardIds.some((cardId) => !allowed.has(cardId)))
      throw new BadRequest(messages.rewards.cardNotAllowed, 'selectedCardIds');
    const copies = wildcardCopies(body.selectedCardIds.length) * reward.quantity;
    const claimed = await claimReward(
      reward,
      {
        cards: body.selectedCardIds.map((cardId) => ({ cardId, quantity: copies })),
        detail: await cardsDetail(clients, body.selectedCardIds, copies),
      },
      { userId: currentUser(ctx).id, name: player.username },
      outbox,
    );
    ctx.body = presentWildcardDraft(claimed);
  });

  return router;
}
