import type { BanlistEntry, BanlistFormat, Card, SetCard } from '@progression/contracts';
import type { BanlistVersionDocument } from '../models/banlist-version';
import type { CardDocument } from '../models/card';
import type { CardSetDocument } from '../models/card-set';
import type { SetCardDocument } from '../models/set-card';
import { presentCard } from '../models/card.presenter';
import { presentSet, type CardSetView } from '../models/card-set.presenter';
import { presentSetCard } from '../models/set-card.presenter';

/** One banlist version as answered. */
export interface BanlistVersionView {
  activeFrom: string;
  entries: BanlistEntry[];
  createdAt: Date;
}

/**
 * The whole catalog of one import generation, presented once and held in memory: the data changes only
 * when an import runs, and answering from memory keeps every read route within a few milliseconds.
 */
export class CatalogView {
  readonly sets: CardSetView[];
  readonly setDocuments = new Map<string, CardSetDocument>();
  private readonly cards = new Map<string, Card>();
  private readonly setCardsBySet = new Map<string, SetCard[]>();
  private readonly setCardsById = new Map<string, SetCard>();
  private readonly setCardsByCard = new Map<string, SetCard[]>();
  readonly banlists = new Map<BanlistFormat, BanlistVersionView[]>();
  readonly allCards: Card[];

  constructor(
    readonly generation: number,
    sets: CardSetDocument[],
    cards: CardDocument[],
    setCards: SetCardDocument[],
    banlists: BanlistVersionDocument[],
  ) {
    for (const set of sets) this.setDocuments.set(set._id, set);
    this.allCards = cards.map(presentCard);
    for (const card of this.allCards) {
      for (const artworkId of card.artworkIds)
        if (!this.cards.has(artworkId)) this.cards.set(artworkId, card);
      this.cards.set(card.id, card);
    }
    for (const setCard of setCards) {
      const card = this.cards.get(setCard.cardId);
      if (!card) continue;
      const view = presentSetCard(setCard, card);
      this.setCardsById.set(view.id, view);
      const list = this.setCardsBySet.get(setCard.setId);
      if (list) list.push(view);
      else this.setCardsBySet.set(setCard.setId, [view]);
      const ofCard = this.setCardsByCard.get(card.id);
      if (ofCard) ofCard.push(view);
      else this.setCardsByCard.set(card.id, [view]);
    }
    for (const list of this.setCardsBySet.values())
      list.sort((a, b) => a.printingCode.localeCompare(b.printingCode));
    for (const list of this.setCardsByCard.values())
      list.sort((a, b) => a.setName.localeCompare(b.setName) || a.printingCode.localeCompare(b.printingCode));
    // A set with no printing in the card data (a prize card list, say) has nothing to open, own or pick:
    // the set list leaves it out, so every picker offers only sets a draft or a mode can use.
    this.sets = [...sets]
      .filter((set) => this.setCardsBySet.has(set._id))
      .sort((a, b) => a.releaseDate.localeCompare(b.releaseDate) || a.setName.localeCompare(b.setName))
      .map(presentSet);
    for (const version of [...banlists].sort((a, b) => a.activeFrom.localeCompare(b.activeFrom))) {
      const view = { activeFrom: version.activeFrom, entries: version.entries, createdAt: version.createdAt };
      const list = this.banlists.get(version.format);
      if (list) list.push(view);
      else this.banlists.set(version.format, [view]);
    }
  }

  private readonly serialized = new Map<string, Buffer>();

  /**
   * A response body serialized once per generation: the set list and a set's cards are asked for on
   * every page and never change between imports.
   */
  json(key: string, build: () => unknown): Buffer {
    let body = this.serialized.get(key);
    if (!body) {
      body = Buffer.from(JSON.stringify(build()));
      this.serialized.set(key, body);
    }
    return body;
  }

  get isEmpty(): boolean {
    return this.sets.length === 0;
  }

  /** Whether the catalog has a card (by any artwork's passcode) or a set (by set code) of this name. */
  hasImageSubject(kind: 'card' | 'set', name: string): boolean {
    if (kind === 'card') return this.cards.has(name);
    this.setCodes ??= new Set([...this.setDocuments.values()].map((set) => set.setCode));
    return this.setCodes.has(name);
  }

  private setCodes: Set<string> | undefined;

  private cardsByName: Map<string, Card> | undefined;

  /**
   * A card by its exact name, case aside and surrounding whitespace ignored. Where two cards share a
   * name, one a deck can hold is preferred over a token or skill.
   */
  cardNamed(name: string): Card | undefined {
    if (!this.cardsByName) {
      const byName = new Map<string, Card>();
      for (const card of this.allCards) {
        const key = cardNameKey(card.name);
        const seen = byName.get(key);
        if (!seen || (seen.deckClassification === 'OTHER' && card.deckClassification !== 'OTHER'))
          byName.set(key, card);
      }
      this.cardsByName = byName;
    }
    return this.cardsByName.get(cardNameKey(name));
  }

  /** A card by passcode (any artwork's). */
  card(id: string): Card | undefined {
    return this.cards.get(id);
  }

  setCardsOf(setId: string): SetCard[] | undefined {
    return this.setDocuments.has(setId) ? (this.setCardsBySet.get(setId) ?? []) : undefined;
  }

  setCard(id: string): SetCard | undefined {
    return this.setCardsById.get(id);
  }

  /** Every printing of a card (by any artwork's passcode), in set name and code order. */
  printingsOf(cardId: string): SetCard[] {
    const card = this.cards.get(cardId);
    return card ? (this.setCardsByCard.get(card.id) ?? []) : [];
  }
}

/** How a name is matched: exact, but case and surrounding whitespace aside. */
function cardNameKey(name: string): string {
  return name.trim().toLowerCase();
}
