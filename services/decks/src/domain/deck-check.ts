import {
  activeBanlistLimits,
  deckZoneNames,
  messages,
  newDeckDefaults,
  type Card,
  type DeckCard,
  type Game,
} from '@progression/contracts';
import { BadRequest } from '@progression/service-kit';
import type { Clients } from '../clients';
import { zoneOfCard } from './card-zone';
import { deckValidity, type DeckValidity } from './deck-validity';
import { mergeCards } from './merge-cards';
import { cardsByIds } from './card-cache';
import { ownedCounts } from './owned-counts';

/** Whose deck, in which game: what validity depends on besides the cards. */
export interface DeckOwner {
  /** The game with its weeks: the active week's banlist is the one a deck is judged under. */
  game: Pick<Game, 'id' | 'weeks' | 'activeWeek'>;
  playerId: string;
}

/**
 * The cards of a save as they will be stored, or a 400 naming the entry at fault: every card must be one
 * the catalog knows (an alternate art's passcode is stored as its card's id) and sit in the zone its type
 * plays in. Entries of one card in one zone are merged.
 */
export async function acceptedCards(clients: Clients, cards: DeckCard[]): Promise<DeckCard[]> {
  const known = await cardsByIds(
    clients.catalog,
    cards.map((card) => card.cardId),
  );
  const normalised = cards.map((entry, index) => {
    const card = known.get(entry.cardId);
    if (!card) throw new BadRequest(messages.decks.unknownCard(entry.cardId), `cards.${index}.cardId`);
    const zone = zoneOfCard(card);
    if (!zone) throw new BadRequest(messages.decks.notPlayableCard(card.name), `cards.${index}.cardId`);
    if (zone !== entry.zone) {
      throw new BadRequest(
        messages.decks.wrongZone(card.name, deckZoneNames[entry.zone]),
        `cards.${index}.zone`,
      );
    }
    return { ...entry, cardId: card.id };
  });
  return mergeCards(normalised);
}

/**
 * Validity of several decks of one player, with one catalog read, one banlist read (kept per version) and
 * one read of decks' own owned counts for all of them: the deck rules under the active week's banlist and
 * the copies the player owns now. A deck without cards is a new deck, valid as the spec's defaults say.
 */
export async function judgeDecks(
  clients: Clients,
  owner: DeckOwner,
  decks: DeckCard[][],
): Promise<DeckValidity[]> {
  const ids = [...new Set(decks.flatMap((cards) => cards.map((card) => card.cardId)))];
  if (ids.length === 0) return decks.map(() => newValidity());
  const [cards, limits, owned] = await Promise.all([
    cardsByIds(clients.catalog, ids),
    activeBanlistLimits((format, date) => clients.catalog.banlistInForce(format, date), owner.game),
    ownedCounts(owner.game.id, owner.playerId, ids),
  ]);
  return decks.map((deckCards) => {
    if (deckCards.length === 0) return newValidity();
    return deckValidity(deckCards, (cardId) => factsOf(cardId, cards.get(cardId), limits, owned));
  });
}

const newValidity = (): DeckValidity => ({ valid: newDeckDefaults.valid, reasons: [] });

function factsOf(
  cardId: string,
  card: Card | undefined,
  limits: ReadonlyMap<string, number>,
  owned: ReadonlyMap<string, number>,
) {
  // A stored card the catalog no longer knows still counts; it keeps its id as its name.
  return {
    name: card?.name ?? cardId,
    zone: (card && zoneOfCard(card)) ?? 'MAIN_DECK',
    banlistLimit: limits.get(cardId),
    owned: owned.get(cardId) ?? 0,
  };
}
