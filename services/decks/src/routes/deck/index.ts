import Router from '@koa/router';
import { maxDeckNameLength, messages, newDeckDefaults } from '@progression/contracts';
import { access, currentUser, findOr404, NotFound } from '@progression/service-kit';
import type { Clients } from '../../clients';
import { Deck } from '../../models/deck';
import { presentDeck } from '../../models/deck.presenter';
import { policies } from '../../policies';
import { acceptedCards, judgeDecks } from '../../domain/deck-check';
import { createWithinLimit } from '../../domain/deck-store';
import { deckFileRoutes } from './files';
import { callerInGame, deckGame } from './game-of';
import { createDeck, deckById, deckGameOf, listDecks, updateDeck } from './schema';

/** `/rest/api/deck`: a player's decks in a game, checked by the server on every save. */
export function deckRouter({ clients }: { clients: Clients }): Router {
  const router = new Router({ prefix: '/rest/api/deck' });

  router.get('/', listDecks, async (ctx) => {
    const { gameId, playerId } = listDecks.input(ctx).query;
    const { game, players } = await deckGame(clients, gameId);
    const caller = policies.callerIn(currentUser(ctx), game, players);
    const player = policies.listedPlayer(caller, players, playerId);
    // Validity as stored: judged on save, on a new week and when the owned counts change; a read writes nothing.
    const decks = await Deck.find({ gameId: game.id, playerId: player.id }).sort({ updatedAt: -1 }).lean();
    ctx.body = { decks: decks.map(presentDeck) };
  });

  const inGame = callerInGame(clients);
  router.post('/', deckGameOf, inGame, createDeck, async (ctx) => {
    const { body } = createDeck.input(ctx);
    const user = currentUser(ctx);
    const { game, caller } = inGame.of(ctx);
    const cards = body.cards ? await acceptedCards(clients, body.cards) : [...newDeckDefaults.cards];
    const [validity] = await judgeDecks(clients, { game, playerId: caller.id }, [cards]);
    const deck = await createWithinLimit({
      gameId: game.id,
      playerId: caller.id,
      userId: user.id,
      name: body.name ?? newDeckDefaults.name,
      cards,
      ...validity,
    });
    ctx.status = 201;
    ctx.body = presentDeck(deck);
  });

  // Registered before `/:id` so `import` is never read as a deck id.
  deckFileRoutes(router, clients, inGame);

  router.get('/:id', deckById, async (ctx) => {
    const { id } = deckById.input(ctx).params;
    const user = currentUser(ctx);
    const deck = await Deck.findById(id).lean();
    if (!deck) throw new NotFound(messages.decks.deckNotFound);
    const { players } = await deckGame(clients, deck.gameId);
    policies.assertMayRead(user, deck, players);
    ctx.body = presentDeck(deck);
  });

  // The caller's own deck (404 for anyone else's) and its game, checked before the new cards are read.
  // Both are the truth (the deck's record, games' answer), so they are read while the owned counts catch
  // up with the caller's last write.
  const ownDeck = access(
    async (ctx) => {
      const deck = await findOr404(
        Deck,
        { _id: deckById.input(ctx).params.id, ...policies.ownDecks(currentUser(ctx)) },
        messages.decks.deckNotFound,
      );
      return { deck, game: (await deckGame(clients, deck.gameId)).game };
    },
    { readsNoProjection: true },
  );
  router.put('/:id', deckById, ownDeck, updateDeck, async (ctx) => {
    const { body } = updateDeck.input(ctx);
    const user = currentUser(ctx);
    const { deck, game } = ownDeck.of(ctx);
    const cards = await acceptedCards(clients, body.cards);
    const [validity] = await judgeDecks(clients, { game, playerId: deck.playerId }, [cards]);
    // One update replaces the whole deck: parallel saves leave one of them whole (the last), never a mix.
    const saved = await Deck.findOneAndUpdate(
      { _id: deck._id, ...policies.ownDecks(user) },
      { $set: { name: body.name, cards, ...validity }, $inc: { revision: 1 } },
      { returnDocument: 'after', lean: true },
    );
    if (!saved) throw new NotFound(messages.decks.deckNotFound);
    ctx.body = presentDeck(saved);
  });

  router.delete('/:id', deckById, async (ctx) => {
    const { id } = deckById.input(ctx).params;
    const { deletedCount } = await Deck.deleteOne({ _id: id, ...policies.ownDecks(currentUser(ctx)) });
    if (deletedCount === 0) throw new NotFound(messages.decks.deckNotFound);
    ctx.status = 204;
  });

  router.post('/:id/copy', deckById, async (ctx) => {
    const { id } = deckById.input(ctx).params;
    const user = currentUser(ctx);
    const source = await findOr404(
      Deck,
      { _id: id, ...policies.ownDecks(user) },
      messages.decks.deckNotFound,
    );
    const { game } = await deckGame(clients, source.gameId);
    const cards = source.cards.map(({ cardId, quantity, zone }) => ({ cardId, quantity, zone }));
    const [validity] = await judgeDecks(clients, { game, playerId: source.playerId }, [cards]);
    const copy = await createWithinLimit({
      gameId: source.gameId,
      playerId: source.playerId,
      userId: user.id,
      // A long name's copy is cut to the longest name allowed.
      name: messages.decks.copyName(source.name).slice(0, maxDeckNameLength),
      cards,
      ...validity,
    });
    ctx.status = 201;
    ctx.body = presentDeck(copy);
  });

  return router;
}
