import type { Card, DeckCard } from '@progression/contracts';
import { zoneOfCard } from './card-zone';
import type { CardList } from './card-list';
import type { DeckPasscodes } from './deck-files';

/** The copies an import asks for of one card, in the zone its type plays in. */
export interface RequestedCard extends DeckCard {
  name: string;
}

/** Adds copies of a card to what is asked, one entry per card. */
function request(requested: Map<string, RequestedCard>, card: Card, zone: DeckCard['zone'], copies: number) {
  const seen = requested.get(card.id);
  if (seen) seen.quantity += copies;
  else requested.set(card.id, { cardId: card.id, name: card.name, quantity: copies, zone });
}

/**
 * The copies a file asks for, per card (an alternate art's passcode counts for its card) in the zone its
 * type plays in, and the passcodes the catalog does not know or no deck can hold (skills, tokens).
 */
export function requestedByPasscode(passcodes: DeckPasscodes, known: Map<string, Card>) {
  const requested = new Map<string, RequestedCard>();
  const unknownPasscodes: number[] = [];
  for (const passcode of [...passcodes.main, ...passcodes.extra]) {
    const card = known.get(String(passcode));
    const zone = card && zoneOfCard(card);
    if (!card || !zone) {
      if (!unknownPasscodes.includes(passcode)) unknownPasscodes.push(passcode);
      continue;
    }
    request(requested, card, zone, 1);
  }
  return { requested: [...requested.values()], unknownPasscodes };
}

/** The names to ask the catalog for a card list: each line's name, and the whole line where a count was read. */
export function namesToLookUp(list: CardList): string[] {
  return [...new Set(list.cards.flatMap((card) => [card.name, ...(card.wholeLine ? [card.wholeLine] : [])]))];
}

/**
 * The copies a card list asks for, per card in the zone its type plays in (a name after its count first,
 * else the whole line: `7 Colored Fish`), and the names no card has or no deck can hold, as written
 * (each once, whatever its case).
 */
export function requestedByName(list: CardList, named: Map<string, Card>) {
  const requested = new Map<string, RequestedCard>();
  const unknownNames: string[] = [];
  for (const line of list.cards) {
    const byName = named.get(line.name);
    const byLine = line.wholeLine === undefined ? undefined : named.get(line.wholeLine);
    const [card, copies] = byName ? [byName, line.quantity] : byLine ? [byLine, 1] : [undefined, 0];
    const zone = card && zoneOfCard(card);
    if (!card || !zone) {
      const key = line.name.toLowerCase();
      if (!unknownNames.some((name) => name.toLowerCase() === key)) unknownNames.push(line.name);
      continue;
    }
    request(requested, card, zone, copies);
  }
  return { requested: [...requested.values()], unknownNames };
}
