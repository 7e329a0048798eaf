import type { BanlistEntry, BanlistFormat, Card, SetCard } from '@progression/contracts';
import type { BanlistVersionDocument } from '../models/banlist-version';
import type { CardDocument } from '../models/card';
import type { CardSetDocument } from '../models/card-set';
import { presentCard } from '../models/card.presenter';
import { presentSet, type CardSetView } from '../models/card-set.presenter';
import { BodyCache } from './body-cache';
import { PrintingTable, type PrintingRow } from './printing-table';

/** One banlist version as answered. */
export interface BanlistVersionView {
  activeFrom: string;
  entries: BanlistEntry[];
  createdAt: Date;
}

/** A set as kept: as the set list answers it, and its stored pack layout as JSON (only drafts read it). */
interface SetEntry {
  view: CardSetView;
  packLayout: string;
}

/** The fields of a stored set, card and banlist version the view is made of (what the reader loads). */
export type SetRow = Omit<CardSetDocument, 'contentHash' | 'hasImage'>;
export type CardRow = Omit<CardDocument, 'contentHash' | 'legacyBans' | 'skillCharacter'>;
export type BanlistRow = Omit<BanlistVersionDocument, 'contentHash' | '_id'>;

/** Serialized bodies kept per generation (the set list and the most recently asked sets' cards). */
const bodyCacheBytes = 4 * 1024 * 1024;

/** Default-locale comparison, as `localeCompare` does, without its per-call set-up. */
const collator = new Intl.Collator();

/**
 * The whole catalog of one import generation, held in memory: the data changes only when an import runs,
 * and answering from memory keeps every read route within a few milliseconds. Held compactly: cards once
 * as answered, with the strings they repeat (types, races, archetypes, ids) shared; printings in columns
 * (printing-table.ts); set lists and pack layouts as text. Made by `CatalogViewBuilder`, one stored
 * document at a time.
 */
export class CatalogView {
  /** Sets with printings, oldest first, as the set list answers them. */
  readonly sets: CardSetView[];
  private readonly bodies = new BodyCache(bodyCacheBytes);
  private cardsByName: Map<string, Card> | undefined;
  private setCodes: Set<string> | undefined;

  constructor(
    readonly generation: number,
    private readonly setEntries: SetEntry[],
    private readonly setIndex: Map<string, number>,
    /** Every card, in stored order. */
    readonly allCards: Card[],
    /** Card index by every artwork's passcode. */
    private readonly cardIndex: Map<string, number>,
    private readonly printings: PrintingTable,
    readonly banlists: Map<BanlistFormat, BanlistVersionView[]>,
  ) {
    // A set with no printing in the card data (a prize card list, say) has nothing to open, own or pick:
    // the set list leaves it out, so every picker offers only sets a draft or a mode can use.
    this.sets = setEntries
      .filter((_, index) => printings.setHasPrintings(index))
      .map((entry) => entry.view)
      .sort(
        (a, b) => collator.compare(a.releaseDate, b.releaseDate) || collator.compare(a.setName, b.setName),
      );
  }

  /**
   * A response body serialized once per generation while it stays among the recently asked: the set list
   * and a set's cards are asked for on every page and never change between imports.
   */
  json(key: string, build: () => unknown): Buffer {
    return this.bodies.get(key, build);
  }

  get isEmpty(): boolean {
    return this.sets.length === 0;
  }

  /** Whether the catalog has a set of this id. */
  hasSet(setId: string): boolean {
    return this.setIndex.has(setId);
  }

  /** Whether the catalog has a card (by any artwork's passcode) or a set (by set code) of this name. */
  hasImageSubject(kind: 'card' | 'set', name: string): boolean {
    if (kind === 'card') return this.cardIndex.has(name);
    this.setCodes ??= new Set(this.setEntries.map((set) => set.view.setCode));
    return this.setCodes.has(name);
  }

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
    const index = this.cardIndex.get(id);
    return index === undefined ? undefined : this.allCards[index];
  }

  /** A set's printings by printing code; undefined for an unknown set. */
  setCardsOf(setId: string): SetCard[] | undefined {
    const index = this.setIndex.get(setId);
    return index === undefined ? undefined : this.printings.ofSet(index);
  }

  setCard(id: string): SetCard | undefined {
    return this.printings.find(id);
  }

  /** Every printing of a card (by any artwork's passcode), in set name and code order. */
  printingsOf(cardId: string): SetCard[] {
    const index = this.cardIndex.get(cardId);
    return index === undefined ? [] : this.printings.ofCard(index);
  }

  /** A set's pack layout as the drafts' call answers it; undefined for an unknown set. */
  packLayout(setId: string) {
    const index = this.setIndex.get(setId);
    if (index === undefined) return undefined;
    const { view, packLayout } = this.setEntries[index];
    return {
      setId: view.id,
      setName: view.setName,
      setCode: view.setCode,
      type: view.type,
      ...(JSON.parse(packLayout) as CardSetDocument['packLayout']),
    };
  }
}

/** How a name is matched: exact, but case and surrounding whitespace aside. */
function cardNameKey(name: string): string {
  return name.trim().toLowerCase();
}

/** Empty link-marker lists are most cards': one shared (answers are never changed). */
const noLinkMarkers: string[] = [];

/**
 * Makes a CatalogView from stored documents handed over one at a time, each kind in stored order (a set's
 * printings at least): sets, cards and banlists (in any interleaving), then the printings, which refer to
 * the cards and sets.
 */
export class CatalogViewBuilder {
  private readonly setEntries: SetEntry[] = [];
  private readonly setIndex = new Map<string, number>();
  private readonly cards: Card[] = [];
  private readonly cardIndex = new Map<string, number>();
  private readonly banlistRows: BanlistRow[] = [];
  private printings: ReturnType<typeof PrintingTable.builder> | undefined;
  /** One instance of each repeated string (each stored document brings its own copies). */
  private readonly strings = new Map<string, string>();

  constructor(private readonly generation: number) {}

  private intern<T extends string | null | undefined>(text: T): T {
    if (typeof text !== 'string') return text;
    const seen = this.strings.get(text);
    if (seen !== undefined) return seen as T;
    this.strings.set(text, text);
    return text;
  }

  addSet(row: SetRow): void {
    if (this.setIndex.has(row._id)) return;
    this.setIndex.set(row._id, this.setEntries.length);
    this.setEntries.push({ view: presentSet(row), packLayout: JSON.stringify(row.packLayout) });
  }

  addCard(row: CardRow): void {
    const meta = row.yugiohMetaData as unknown as Record<string, unknown> | null | undefined;
    if (meta) for (const key in meta) if (typeof meta[key] === 'string') meta[key] = this.intern(meta[key]);
    const card = presentCard(row as CardDocument);
    card.deckClassification = this.intern(card.deckClassification);
    card.archetype = this.intern(card.archetype);
    if (Array.isArray(card.linkMarkers))
      card.linkMarkers = card.linkMarkers.length
        ? card.linkMarkers.map((m) => this.intern(m))
        : noLinkMarkers;
    // The passcodes are interned so printings, banlist entries and artwork lists share the card's strings.
    card.id = this.intern(card.id);
    if (Array.isArray(card.artworkIds)) card.artworkIds = card.artworkIds.map((id) => this.intern(id));
    const index = this.cards.push(card) - 1;
    for (const artworkId of card.artworkIds ?? [])
      if (!this.cardIndex.has(artworkId)) this.cardIndex.set(artworkId, index);
    this.cardIndex.set(card.id, index);
  }

  addBanlist(row: BanlistRow): void {
    for (const entry of row.entries ?? []) {
      entry.cardId = this.intern(entry.cardId);
      entry.banType = this.intern(entry.banType);
    }
    this.banlistRows.push(row);
  }

  private printingTable() {
    this.printings ??= PrintingTable.builder(
      this.cards,
      (cardId) => this.cardIndex.get(cardId),
      this.setEntries.length,
      (setId) => this.setIndex.get(setId),
    );
    return this.printings;
  }

  /** Call once every set and card is added. */
  addPrinting(row: PrintingRow): void {
    this.printingTable().add({
      ...row,
      setId: this.intern(row.setId),
      setName: this.intern(row.setName),
      rarity: this.intern(row.rarity),
      rarityName: this.intern(row.rarityName),
      equivalentRarity: this.intern(row.equivalentRarity),
    });
  }

  build(): CatalogView {
    const printings = this.printingTable().build();
    const banlists = new Map<BanlistFormat, BanlistVersionView[]>();
    for (const version of this.banlistRows.sort((a, b) => collator.compare(a.activeFrom, b.activeFrom))) {
      const view = { activeFrom: version.activeFrom, entries: version.entries, createdAt: version.createdAt };
      const list = banlists.get(version.format);
      if (list) list.push(view);
      else banlists.set(version.format, [view]);
    }
    return new CatalogView(
      this.generation,
      this.setEntries,
      this.setIndex,
      this.cards,
      this.cardIndex,
      printings,
      banlists,
    );
  }
}
