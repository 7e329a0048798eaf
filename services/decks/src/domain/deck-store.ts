import { maxDecksPerGame, messages, type DeckCard } from '@progression/contracts';
import { Conflict, withInbox } from '@progression/service-kit';
import type { Clients } from '../clients';
import type { DeckValidity } from './deck-validity';
import { Deck, type DeckRecord } from '../models/deck';
import { judgeDecks } from './deck-check';

export interface NewDeck extends DeckValidity {
  gameId: string;
  playerId: string;
  userId: string;
  name: string;
  cards: DeckCard[];
}

const tooMany = () => new Conflict(messages.decks.tooManyDecks(maxDecksPerGame));
const deckCount = (deck: Pick<NewDeck, 'gameId' | 'playerId'>) =>
  Deck.countDocuments({ gameId: deck.gameId, playerId: deck.playerId });

/**
 * Stores a new deck unless the player already has the most decks a game allows. Parallel creates are
 * counted again after the insert, and an insert past the limit is taken back, so the limit holds without
 * a lock (at worst two racing creates are both refused).
 */
export async function createWithinLimit(deck: NewDeck): Promise<DeckRecord> {
  if ((await deckCount(deck)) >= maxDecksPerGame) throw tooMany();
  const created = await Deck.create(deck);
  if ((await deckCount(deck)) > maxDecksPerGame) {
    await Deck.deleteOne({ _id: created._id });
    throw tooMany();
  }
  return created.toObject();
}

/**
 * A player's owned counts changed (`collection.changed`): their decks holding any of these cards are
 * judged again, under the game's active week's banlist and the counts as they are now (so a rerun judges
 * the same). A changed validity is written with the event id (the kit's inbox), only on the revision
 * judged, so a save made meanwhile keeps its own judgement; the deck's `updated` stays (not a save).
 */
export async function rejudgeHolders(
  clients: Clients,
  eventId: string,
  owner: { gameId: string; playerId: string },
  cardIds: string[],
): Promise<void> {
  const decks = await Deck.find(
    { gameId: owner.gameId, playerId: owner.playerId, 'cards.cardId': { $in: cardIds } },
    { cards: 1, revision: 1, valid: 1, reasons: 1 },
  ).lean();
  if (decks.length === 0) return;
  const { game } = await clients.games.gameWithPlayers(owner.gameId);
  const judged = await judgeDecks(
    clients,
    { game, playerId: owner.playerId },
    decks.map((deck) => deck.cards),
  );
  await Promise.all(
    decks.map(async (deck, index) => {
      const { valid, reasons } = judged[index];
      if (deck.valid === valid && sameReasons(deck.reasons, reasons)) return;
      const once = withInbox(
        eventId,
        { _id: deck._id, revision: deck.revision },
        { $set: { valid, reasons } },
      );
      await Deck.updateOne(once.filter, once.update, { timestamps: false });
    }),
  );
}

const sameReasons = (a: string[], b: string[]) =>
  a.length === b.length && a.every((reason, i) => reason === b[i]);
