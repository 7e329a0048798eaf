import type { Card, SetCard } from '@progression/contracts';

/** The fields of a stored printing the catalog answers with. */
export interface PrintingRow {
  _id: string;
  setId: string;
  setName: string;
  cardId: string;
  printingCode: string;
  rarity: SetCard['rarity'];
  rarityName: string;
  equivalentRarity: SetCard['equivalentRarity'];
}

/** Default-locale comparison, as `localeCompare` does, without its per-call set-up. */
const collator = new Intl.Collator();

/** Printing ids are 24 lowercase hex digits (ids.ts): kept as 12 bytes, found by binary search. */
const hexId = /^[0-9a-f]{24}$/;
const idBytes = 12;

/**
 * Every printing of one catalog generation in columns (typed arrays, and small tables of the values they
 * repeat) rather than 43,000 objects with their own copies of every string: some 50 bytes a printing
 * instead of about 400. The answered objects are made per request, which costs less than the JSON they
 * become.
 */
export class PrintingTable {
  private constructor(
    private readonly cards: readonly Card[],
    /** Per printing, in the order added. */
    private readonly ids: Buffer,
    private readonly cardOf: Uint32Array,
    private readonly refOf: Uint32Array,
    private readonly rarityOf: Uint16Array,
    private readonly codes: string,
    private readonly codeEnds: Uint32Array,
    /** Printing indexes sorted by id, and the ids that are not 24 hex digits (none the import makes). */
    private readonly byId: Uint32Array,
    private readonly otherIds: Map<string, number>,
    private readonly otherIdOf: Map<number, string>,
    /** A printing whose stored card id is another artwork's passcode than its card's id. */
    private readonly otherCardIds: Map<number, string>,
    private readonly refs: ReadonlyArray<{ setId: string; setName: string }>,
    private readonly rarities: ReadonlyArray<Pick<PrintingRow, 'rarity' | 'rarityName' | 'equivalentRarity'>>,
    /** Printings of set `s` (by the set's index): `setOrder[setStart[s]..setStart[s + 1]]`, by code. */
    private readonly setStart: Uint32Array,
    private readonly setOrder: Uint32Array,
    /** Printings of card `c`: `cardOrder[cardStart[c]..cardStart[c + 1]]`, by set name then code. */
    private readonly cardStart: Uint32Array,
    private readonly cardOrder: Uint32Array,
  ) {}

  /** Whether set `setIndex` has any printing. */
  setHasPrintings(setIndex: number): boolean {
    return this.setStart[setIndex + 1] > this.setStart[setIndex];
  }

  /** A set's printings, by printing code. */
  ofSet(setIndex: number): SetCard[] {
    return this.rows(this.setOrder, this.setStart[setIndex], this.setStart[setIndex + 1]);
  }

  /** A card's printings, by set name then printing code. */
  ofCard(cardIndex: number): SetCard[] {
    return this.rows(this.cardOrder, this.cardStart[cardIndex], this.cardStart[cardIndex + 1]);
  }

  /** A printing by id. */
  find(id: string): SetCard | undefined {
    const index = hexId.test(id) ? this.search(id) : this.otherIds.get(id);
    return index === undefined ? undefined : this.row(index);
  }

  private rows(order: Uint32Array, start: number, end: number): SetCard[] {
    const rows: SetCard[] = [];
    for (let at = start; at < end; at += 1) rows.push(this.row(order[at]));
    return rows;
  }

  private row(index: number): SetCard {
    const ref = this.refs[this.refOf[index]];
    const rarity = this.rarities[this.rarityOf[index]];
    const card = this.cards[this.cardOf[index]];
    return {
      id: this.idOf(index),
      setId: ref.setId,
      setName: ref.setName,
      cardId: this.otherCardIds.get(index) ?? card.id,
      card,
      rarity: rarity.rarity,
      rarityName: rarity.rarityName,
      printingCode: this.codes.slice(index === 0 ? 0 : this.codeEnds[index - 1], this.codeEnds[index]),
      equivalentRarity: rarity.equivalentRarity,
    };
  }

  private idOf(index: number): string {
    return this.otherIdOf.get(index) ?? this.ids.toString('hex', index * idBytes, (index + 1) * idBytes);
  }

  private search(id: string): number | undefined {
    const key = [0, 8, 16].map((at) => parseInt(id.slice(at, at + 8), 16));
    const { ids, byId } = this;
    let low = 0;
    let high = byId.length - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const at = byId[middle] * idBytes;
      const order =
        ids.readUInt32BE(at) - key[0] ||
        ids.readUInt32BE(at + 4) - key[1] ||
        ids.readUInt32BE(at + 8) - key[2];
      if (order === 0) return byId[middle];
      if (order < 0) low = middle + 1;
      else high = middle - 1;
    }
    return undefined;
  }

  /**
   * Builds the table from stored printings, one at a time. `cardIndexOf` finds a printing's card (by any
   * artwork's passcode); a printing of no known card is left out. `setIndexOf` finds its set. Printings
   * that sort alike (one set's equal codes) are answered in the order added: add a set's in stored order.
   */
  static builder(
    cards: readonly Card[],
    cardIndexOf: (cardId: string) => number | undefined,
    setCount: number,
    setIndexOf: (setId: string) => number | undefined,
  ) {
    const ids: string[] = [];
    const cardOf: number[] = [];
    const setOf: number[] = [];
    const refOf: number[] = [];
    const rarityOf: number[] = [];
    const codes: string[] = [];
    const otherCardIds = new Map<number, string>();
    const refs: Array<{ setId: string; setName: string }> = [];
    const refIndex = new Map<string, number>();
    const rarities: Array<Pick<PrintingRow, 'rarity' | 'rarityName' | 'equivalentRarity'>> = [];
    const rarityIndex = new Map<string, number>();
    const indexIn = <T>(list: T[], index: Map<string, number>, key: string, make: () => T) => {
      let at = index.get(key);
      if (at === undefined) {
        at = list.push(make()) - 1;
        index.set(key, at);
      }
      return at;
    };
    return {
      add(row: PrintingRow): void {
        const cardIndex = cardIndexOf(row.cardId);
        if (cardIndex === undefined) return;
        const index = ids.length;
        ids.push(row._id);
        cardOf.push(cardIndex);
        setOf.push(setIndexOf(row.setId) ?? -1);
        if (row.cardId !== cards[cardIndex].id) otherCardIds.set(index, row.cardId);
        refOf.push(
          indexIn(refs, refIndex, `${row.setId}\u0000${row.setName}`, () => ({
            setId: row.setId,
            setName: row.setName,
          })),
        );
        rarityOf.push(
          indexIn(
            rarities,
            rarityIndex,
            `${row.rarity}\u0000${row.rarityName}\u0000${row.equivalentRarity}`,
            () => ({
              rarity: row.rarity,
              rarityName: row.rarityName,
              equivalentRarity: row.equivalentRarity,
            }),
          ),
        );
        codes.push(row.printingCode);
      },

      build(): PrintingTable {
        const count = ids.length;
        const idBuffer = Buffer.alloc(count * idBytes);
        const otherIds = new Map<string, number>();
        const otherIdOf = new Map<number, string>();
        const hexIndexes: number[] = [];
        ids.forEach((id, index) => {
          if (hexId.test(id)) {
            idBuffer.write(id, index * idBytes, 'hex');
            hexIndexes.push(index);
          } else {
            otherIds.set(id, index);
            otherIdOf.set(index, id);
          }
        });
        // Lowercase hex digits of one length sort as the bytes they spell.
        const byId = Uint32Array.from(hexIndexes.sort((a, b) => (ids[a] < ids[b] ? -1 : 1)));
        // Grouped by set and by card, then sorted as answered; ties keep the order added.
        const group = (groupOf: (index: number) => number, groups: number) => {
          const start = new Uint32Array(groups + 1);
          for (let index = 0; index < count; index += 1) {
            const at = groupOf(index);
            if (at >= 0) start[at + 1] += 1;
          }
          for (let at = 0; at < groups; at += 1) start[at + 1] += start[at];
          const order = new Uint32Array(start[groups]);
          const next = start.slice(0, groups);
          for (let index = 0; index < count; index += 1) {
            const at = groupOf(index);
            if (at >= 0) order[next[at]++] = index;
          }
          return { start, order };
        };
        const sortWithin = (
          { start, order }: { start: Uint32Array; order: Uint32Array },
          compare: (a: number, b: number) => number,
        ) => {
          for (let at = 0; at + 1 < start.length; at += 1)
            if (start[at + 1] - start[at] > 1) order.subarray(start[at], start[at + 1]).sort(compare);
        };
        const byCode = (a: number, b: number) => collator.compare(codes[a], codes[b]) || a - b;
        const bySet = group((index) => setOf[index], setCount);
        sortWithin(bySet, byCode);
        const byCard = group((index) => cardOf[index], cards.length);
        sortWithin(
          byCard,
          (a, b) => collator.compare(refs[refOf[a]].setName, refs[refOf[b]].setName) || byCode(a, b),
        );
        const codeEnds = new Uint32Array(count);
        let end = 0;
        codes.forEach((code, index) => {
          end += code.length;
          codeEnds[index] = end;
        });
        return new PrintingTable(
          cards,
          idBuffer,
          Uint32Array.from(cardOf),
          Uint32Array.from(refOf),
          Uint16Array.from(rarityOf),
          codes.join(''),
          codeEnds,
          byId,
          otherIds,
          otherIdOf,
          otherCardIds,
          refs,
          rarities,
          bySet.start,
          bySet.order,
          byCard.start,
          byCard.order,
        );
      },
    };
  }
}
