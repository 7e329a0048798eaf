import { messages, type BanType } from '@progression/contracts';
import { HttpError } from '@progression/service-kit';
import { BanlistVersionModel } from '../models/banlist-version';
import { CardModel } from '../models/card';
import { CardSetModel } from '../models/card-set';
import { ImportStateModel, importStateId } from '../models/import-state';
import { SetCardModel } from '../models/set-card';
import {
  CatalogViewBuilder,
  type BanlistRow,
  type CardRow,
  type CatalogView,
  type SetRow,
} from './catalog-view';
import type { PrintingRow } from './printing-table';
import { readViewCache, ViewCacheWriter, type RowKind } from './view-cache';

/** The import being served: its generation, and a key naming that very import (for the view cache). */
interface ServedImport {
  generation: number;
  key: string;
}

async function currentImport(): Promise<ServedImport> {
  const state = await ImportStateModel.findById(importStateId, { generation: 1, finishedAt: 1 }).lean();
  const generation = (state?.generation as number | undefined) ?? 0;
  const finishedAt = state?.finishedAt as Date | null | undefined;
  return { generation, key: `${generation}-${finishedAt?.getTime() ?? 0}` };
}

/*
 * Only the fields answered are read (no content hashes, legacy bans, copies or dates of printings), and
 * as arrays of values in a few large documents rather than as 58,000 documents: the driver's cost is per
 * document and per field name (a printing read as a document makes some 9 KB of short-lived objects, of
 * which the garbage collector keeps enough to grow the heap for good), far less per array item.
 */

/** A card's fields in this order; its `yugiohMetaData` as separate values, made an object again here. */
const cardColumns = [
  '_id',
  'konamiId',
  'name',
  'description',
  'deckZone',
  'archetype',
  'linkRating',
  'linkMarkers',
  'pendulumScale',
  'pendulumDescription',
  'monsterDescription',
  'artworkIds',
  'firstPrintedRarity',
] as const;
const metaColumns = ['type', 'frame', 'race', 'attribute', 'level', 'attack', 'defense'];
interface CardValues {
  card: unknown[];
  meta: unknown[];
}

/** Every card id in stored order: `allCards` keeps it (a search without a sort answers in it). */
const cardIdsInOrder = [{ $group: { _id: null, ids: { $push: '$_id' } } }];
/** Cards read this many at a time, as one document. */
const cardsPerRead = 1000;
const cardsOf = (ids: string[]) => [
  { $match: { _id: { $in: ids } } },
  {
    $group: {
      _id: null,
      cards: {
        $push: {
          card: cardColumns.map((column) => `$${column}`),
          meta: metaColumns.map((column) => `$yugiohMetaData.${column}`),
        },
      },
    },
  },
];

function cardRow({ card, meta }: CardValues): CardRow {
  const row = Object.fromEntries(cardColumns.map((column, at) => [column, card[at]]));
  const [type, frame, race, attribute, level, attack, defense] = meta;
  // A literal (in the stored order): the view keeps this object, and a literal's fields sit inside it.
  row.yugiohMetaData = { type, frame, race, attribute, level, attack, defense };
  return row as unknown as CardRow;
}

/** Every card in stored order, a thousand read at a time (placed by id: `$in` answers in its own order). */
async function readCards(take: Take): Promise<void> {
  const cards = CardModel.collection;
  const [listed] = await cards.aggregate<{ ids: string[] }>(cardIdsInOrder).toArray();
  const ids = listed?.ids ?? [];
  for (let at = 0; at < ids.length; at += cardsPerRead) {
    const chunk = ids.slice(at, at + cardsPerRead);
    const [read] = await cards.aggregate<{ cards: CardValues[] }>(cardsOf(chunk)).toArray();
    const byId = new Map((read?.cards ?? []).map((values) => [values.card[0], values]));
    const rows: CardRow[] = [];
    for (const id of chunk) {
      const values = byId.get(id);
      if (values) rows.push(cardRow(values));
    }
    take('card', rows);
  }
}

/** Printings grouped by set (some 1,000 documents instead of 43,000), each an array of these fields. */
const printingColumns = [
  '_id',
  'setName',
  'cardId',
  'printingCode',
  'rarity',
  'rarityName',
  'equivalentRarity',
];
const printingsBySet = [
  { $group: { _id: '$setId', printings: { $push: printingColumns.map((column) => `$${column}`) } } },
];

const setFields = { setName: 1, setCode: 1, numOfCards: 1, releaseDate: 1, type: 1, packLayout: 1 };
const banlistsWithPairs = [
  {
    $project: {
      format: 1,
      activeFrom: 1,
      createdAt: 1,
      entries: { $map: { input: '$entries', in: ['$$this.cardId', '$$this.banType'] } },
    },
  },
];

/** Where rows go as they are read: the view builder, and the view cache on the way. */
type Take = (kind: RowKind, rows: unknown[]) => void;

/** Rows of each kind into the view. */
function feed(view: CatalogViewBuilder): Take {
  return (kind, rows) => {
    for (const row of rows) {
      if (kind === 'set') view.addSet(row as SetRow);
      else if (kind === 'card') view.addCard(row as CardRow);
      else if (kind === 'banlist') view.addBanlist(row as BanlistRow);
      else view.addPrinting(row as PrintingRow);
    }
  };
}

/**
 * Reads one generation from the store, a batch of documents at a time: no collection is ever held whole,
 * only what the view keeps of it. Printings come last: a printing refers to its card and set.
 */
async function readFromStore(take: Take): Promise<void> {
  const batchSize = 1000;
  await Promise.all([
    (async () => {
      const rows: SetRow[] = [];
      for await (const row of CardSetModel.collection.find({}, { projection: setFields, batchSize })) {
        rows.push(row as unknown as SetRow);
        if (rows.length === batchSize) take('set', rows.splice(0));
      }
      take('set', rows);
    })(),
    readCards(take),
    (async () => {
      const rows: BanlistRow[] = [];
      for await (const row of BanlistVersionModel.collection.aggregate(banlistsWithPairs, { batchSize })) {
        const { entries, ...version } = row as Omit<BanlistRow, 'entries'> & { entries: string[][] };
        rows.push({
          ...version,
          entries: entries.map(([cardId, banType]) => ({ cardId, banType: banType as BanType })),
        });
      }
      take('banlist', rows);
    })(),
  ]);
  for await (const group of SetCardModel.collection.aggregate(printingsBySet, { batchSize: 20 })) {
    const setId = group._id as string;
    const rows: PrintingRow[] = [];
    for (const [
      _id,
      setName,
      cardId,
      printingCode,
      rarity,
      rarityName,
      equivalentRarity,
    ] of group.printings as string[][])
      rows.push({
        _id,
        setId,
        setName,
        cardId,
        printingCode,
        rarity: rarity as PrintingRow['rarity'],
        rarityName,
        equivalentRarity: equivalentRarity as PrintingRow['equivalentRarity'],
      });
    take('printing', rows);
  }
}

/**
 * The view of the import served: from the view cache in `cacheDir` when it holds that import, else from
 * the store (keeping a copy in the cache for the next start).
 */
async function loadView(served: ServedImport, cacheDir: string | undefined): Promise<CatalogView> {
  if (cacheDir) {
    const cached = new CatalogViewBuilder(served.generation);
    if (readViewCache(cacheDir, served.key, feed(cached))) return cached.build();
  }
  const view = new CatalogViewBuilder(served.generation);
  const into = feed(view);
  const copy = cacheDir ? new ViewCacheWriter(cacheDir, served.key) : undefined;
  try {
    await readFromStore((kind, rows) => {
      copy?.add(kind, rows);
      into(kind, rows);
    });
  } catch (error) {
    copy?.abandon();
    throw error;
  }
  copy?.finish();
  return view.build();
}

/** Answered by every catalog route until the first import is complete: never a partial catalog. */
export class CatalogNotReady extends HttpError {
  constructor() {
    super(503, messages.catalog.importing);
    this.name = 'CatalogNotReady';
  }
}

/**
 * Hands out the in-memory catalog, reloading it when an import (in this replica or another) raised the
 * generation. The generation is checked at most every `checkIntervalMs`; concurrent readers share a load.
 * Generation 0 means no import has completed: the stored data may be partial, so nothing is served. A
 * re-import writes in place but raises the generation only when done, and the new view replaces the old
 * one only once loaded whole, so readers keep the previous complete catalog meanwhile.
 */
export class CatalogReader {
  private view: CatalogView | undefined;
  private loading: Promise<CatalogView | undefined> | undefined;
  private checkedAt = 0;

  /** `cacheDir`: where the view cache is kept (view-cache.ts); without it the view is always read from the store. */
  constructor(
    private readonly checkIntervalMs = 2000,
    private readonly cacheDir?: string,
  ) {}

  /** The catalog of the last complete import; throws CatalogNotReady before the first one. */
  async current(): Promise<CatalogView> {
    const view = await this.latest();
    if (!view) throw new CatalogNotReady();
    return view;
  }

  /** Whether a complete import is being served. */
  async isReady(): Promise<boolean> {
    return (await this.latest()) !== undefined;
  }

  private async latest(): Promise<CatalogView | undefined> {
    if (this.view && Date.now() - this.checkedAt < this.checkIntervalMs) return this.view;
    this.loading ??= this.refresh().finally(() => {
      this.loading = undefined;
    });
    return this.loading;
  }

  /** Forces the next read to check the generation (after an import in this process). */
  invalidate(): void {
    this.checkedAt = 0;
  }

  private async refresh(): Promise<CatalogView | undefined> {
    const served = await currentImport();
    this.checkedAt = Date.now();
    if (served.generation === 0) return undefined;
    if (!this.view || this.view.generation !== served.generation)
      this.view = await loadView(served, this.cacheDir);
    return this.view;
  }
}
