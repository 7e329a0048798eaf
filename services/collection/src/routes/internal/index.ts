import Router from '@koa/router';
import { requireService, servicesOnly } from '@progression/service-kit';
import { Entry, entryId } from '../../models/entry';
import { ownedCards } from './schema';

/** Routes for other services only (service token): how many copies of cards a player owns (decks). */
export function internalRouter(): Router {
  const router = new Router({ prefix: '/internal/collection' });
  router.use(requireService);
  router.post('/owned', servicesOnly, ownedCards, async (ctx) => {
    const { gameId, playerId, cardIds } = ownedCards.input(ctx).body;
    const entries = await Entry.find(
      { _id: { $in: cardIds.map((cardId) => entryId(gameId, playerId, cardId)) } },
      { cardId: 1, quantity: 1 },
    ).lean();
    const owned = new Map(entries.map((entry) => [entry.cardId, entry.quantity]));
    ctx.body = { owned: cardIds.map((cardId) => ({ cardId, quantity: owned.get(cardId) ?? 0 })) };
  });
  return router;
}
