import { applyOnce, defineHandler } from '@progression/service-kit';
import type { Clients } from '../../clients';
import { Deck } from '../../models/deck';
import { judgeDecks } from '../../domain/deck-check';

/**
 * A new week may bring a new banlist: every deck of the game is judged again under the banlist the event
 * carries (and the owned copies of now). Each deck's new validity is written with the event id (the kit's
 * inbox), only on the revision judged, so a redelivery changes nothing and a save made meanwhile (judged
 * by itself) stays.
 */
export const weekStarted = (clients: Clients) =>
  defineHandler({
    name: 'rejudge-decks',
    events: ['game.week.started'],
    async handle(event) {
      const { gameId, cardGameType, week, weekId, banlist } = event.data;
      if (cardGameType !== 'YUGIOH') return;
      // The game as judging reads it: the started week active, under its banlist.
      const game = {
        id: gameId,
        activeWeek: week,
        weeks: [{ id: weekId, week, banlistVersion: banlist?.activeFrom ?? null, banlist }],
      };
      const decks = await Deck.find({ gameId }, { playerId: 1, cards: 1, revision: 1 }).lean();
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
