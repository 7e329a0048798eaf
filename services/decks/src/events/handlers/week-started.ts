import { applyOnce, defineHandler } from '@progression/service-kit';
import type { Clients } from '../../clients';
import { Deck } from '../../models/deck';
import { judgeDecks } from '../../domain/deck-check';

/**
 * A new week may bring a new banlist: every deck of the game is judged again under it (and the owned
 * copies of now). Each deck's new validity is written with the event id (the kit's inbox), only on the
 * revision judged, so a redelivery changes nothing and a save made meanwhile (judged by itself) stays.
 */
export const weekStarted = (clients: Clients) =>
  defineHandler({
    name: 'rejudge-decks',
    events: ['game.week.started'],
    async handle(event) {
      const { game } = await clients.games.gameWithPlayers(event.data.gameId);
      if (game.cardGameType !== 'YUGIOH') return;
      const decks = await Deck.find({ gameId: game.id }, { playerId: 1, cards: 1, revision: 1 }).lean();
      const byPlayer = new Map<string, typeof decks>();
      for (const deck of decks) byPlayer.set(deck.playerId, [...(byPlayer.get(deck.playerId) ?? []), deck]);
      for (const [playerId, playerDecks] of byPlayer) {
        const judged = await judgeDecks(
          clients,
          { game, playerId },
          playerDecks.map((deck) => deck.cards),
        );
        await Promise.all(
          playerDecks.map((deck, index) =>
            applyOnce(
              Deck,
              event.id,
              { _id: deck._id, revision: deck.revision },
              { $set: { valid: judged[index].valid, reasons: judged[index].reasons } },
            ),
          ),
        );
      }
    },
  });
