import { maxDecksPerGame, messages, type DeckCard } from '@progression/contracts';
import { Conflict } from '@progression/service-kit';
import type { Clients } from '../clients';
import type { DeckValidity } from './deck-validity';
import { Deck, type DeckRecord } from '../models/deck';
import { judgeDecks, type DeckOwner } from './deck-check';

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
 * Validity of stored decks judged again now (owned copies shrink when a reward is reverted, without an
 * event this service sees). A changed validity is stored, only on the revision judged, so a save made
 * meanwhile is never overwritten; the decks come back with their current validity.
 */
export async function refreshValidity(
  clients: Clients,
  owner: DeckOwner,
  decks: DeckRecord[],
): Promise<DeckRecord[]> {
  const judged = await judgeDecks(
    clients,
    owner,
    decks.map((deck) => deck.cards),
  );
  return Promise.all(
    decks.map(async (deck, index) => {
      const { valid, reasons } = judged[index];
      if (deck.valid === valid && sameReasons(deck.reasons, reasons)) return deck;
      await Deck.updateOne(
        { _id: deck._id, revision: deck.revision },
        { $set: { valid, reasons } },
        // Not a save by the player: the deck's `updated` stays.
        { timestamps: false },
      );
      return { ...deck, valid, reasons };
    }),
  );
}

const sameReasons = (a: string[], b: string[]) =>
  a.length === b.length && a.every((reason, i) => reason === b[i]);
