import type { EquivalentRarity, PrintingRarity } from '@progression/contracts';
import { equivalentRarityOf, printingRarityFromSetRarity, printingRarityName } from '@progression/contracts';
import { mergeAlternateArts } from '../domain/alternate-arts';
import type { BanlistEntry, BanlistFormat, RegulationVector } from '../domain/banlists';
import { banlistEntries, fixedTcgFormats, parseRegulationVector } from '../domain/banlists';
import type { CardRecord } from '../domain/card-record';
import { setRecordsFromPrintings } from '../domain/derived-sets';
import { setCardIdOf, setIdOf } from '../domain/ids';
import type { Distribution, PackLayout } from '../domain/pack-layout';
import { fixedListLayout, noPackLayout, parseDistribution, randomPackLayout } from '../domain/pack-layout';
import type { ImportProblem } from '../domain/problems';
import { ProblemList } from '../domain/problems';
import { parseSetProduct, SetProductIndex } from '../domain/set-products';
import type { SetProductInfo } from '../domain/set-products';
import type { SetRecord } from '../domain/set-record';
import { mapSetRecord } from '../domain/set-record';
import type { SetType } from '../domain/set-types';
import { classifySet } from '../domain/set-types';
import { nameKey } from '../domain/text';
import type { MappedCardInfo } from './card-info';
import { mapCardInfo } from './card-info';

/** The source documents of one import, already read (and decompressed) but not yet validated. */
export interface CatalogSources {
  /** Body of `cardsets.php`. */
  cardSets: { file: string; body: unknown };
  /**
   * Body of `cardinfo.php?misc=yes` (`{data: [...]}`), or its records already mapped while it was read
   * (the file and live sources: its parsed JSON is many times the size of the mapped records).
   */
  cardInfo: { file: string; body: unknown } | { file: string; mapped: MappedCardInfo };
  /** `distributions.jsonl`, when pack-layout data is available. */
  distributions?: { file: string; text: string };
  /** `set-products.json`, when pack-layout data is available. */
  setProducts?: { file: string; body: unknown };
  /** Limit-regulation vector files by format. */
  banlists: Array<{ format: 'TCG' | 'OCG' | 'MASTER_DUEL'; file: string; text: string }>;
}

export interface SetDoc extends SetRecord {
  id: string;
  releaseDate: string;
  type: SetType;
  packLayout: PackLayout;
}

export type CardDoc = Omit<CardRecord, 'printings' | 'sourceIndex'> & {
  firstPrintedRarity: PrintingRarity | null;
};

export interface SetCardDoc {
  id: string;
  setId: string;
  setName: string;
  cardId: string;
  printingCode: string;
  rarity: PrintingRarity;
  rarityName: string;
  equivalentRarity: EquivalentRarity;
  /** Copies of the printing in a preconstructed deck (the data writes "2"/"3" in the rarity column). */
  quantity: number;
  releaseDate: string;
}

export interface BanlistVersionDoc {
  format: BanlistFormat;
  activeFrom: string;
  entries: BanlistEntry[];
}

/** Everything one import produces, validated, with what it skipped and why. */
export interface CatalogSnapshot {
  sets: SetDoc[];
  cards: CardDoc[];
  setCards: SetCardDoc[];
  banlists: BanlistVersionDoc[];
  problems: ImportProblem[];
  /** Source records per kind, and card records folded into another as alternate artworks. */
  sourceCounts: { sets: number; cardRecords: number; printings: number; banlists: number };
  alternateArtsMerged: number;
  /** Names of the sets made from their printings because the set list does not name them. */
  setsFromPrintings: string[];
}

const isArray = Array.isArray;

/** Validates and maps every source into the catalog's documents. Pure: no I/O. */
export function buildSnapshot(sources: CatalogSources): CatalogSnapshot {
  const problems = new ProblemList();

  const rawSets = isArray(sources.cardSets.body) ? sources.cardSets.body : [];
  if (!isArray(sources.cardSets.body))
    problems.add({ file: sources.cardSets.file }, 'malformed file', 'must be a JSON array of sets');
  const setRecords = new Map<number, SetRecord>();
  const setNames = new Set<string>();
  rawSets.forEach((raw, index) => {
    const record = mapSetRecord(raw, { file: sources.cardSets.file, index }, problems);
    if (!record) return;
    if (setNames.has(nameKey(record.setName))) {
      problems.add(
        { file: sources.cardSets.file, index, field: 'set_name' },
        'duplicate set',
        `"${record.setName}" is listed twice; the first entry is kept`,
      );
      return;
    }
    setNames.add(nameKey(record.setName));
    setRecords.set(index, record);
  });

  const cardInfo =
    'mapped' in sources.cardInfo
      ? sources.cardInfo.mapped
      : mapCardInfo(sources.cardInfo.file, sources.cardInfo.body);
  if (cardInfo.malformed)
    problems.add({ file: sources.cardInfo.file, field: 'data' }, 'malformed file', 'must be {"data": [...]}');
  for (const problem of cardInfo.problems) problems.items.push(problem);
  const records = cardInfo.records;
  const { cards: mergedCards, merged } = mergeAlternateArts(records);

  const { distributions, products } = readPackData(sources, problems);
  const setDocs = new Map<string, SetDoc>();
  for (const [index, record] of setRecords) {
    const product = products?.find(record.setName, record.setCode);
    // A set without a TCG date takes the pack data's earliest regional date; one with neither cannot be
    // placed in a league's weeks or banlist history.
    const releaseDate = record.releaseDate ?? product?.releaseDate ?? null;
    if (!releaseDate) {
      problems.add(
        { file: sources.cardSets.file, index, field: 'tcg_date' },
        'undated set',
        `"${record.setName}" has no release date anywhere`,
      );
      continue;
    }
    const type = classifySet(record.setName, record.numOfCards, product?.distributions ?? []);
    setDocs.set(nameKey(record.setName), {
      ...record,
      releaseDate,
      id: setIdOf(record.setName),
      type,
      packLayout: noPackLayout,
    });
  }

  const derivedSets = addSetsFromPrintings(mergedCards, setNames, setDocs, products);
  const setCards = buildSetCards(mergedCards, setDocs, sources.cardInfo.file, problems);
  const cards = mergedCards.map((card) => toCardDoc(card, setCards.byCard.get(card.id) ?? []));
  assignPackLayouts(setDocs, products, distributions, setCards.bySet, problems);
  const banlists = buildBanlists(sources.banlists, cards, problems);

  return {
    sets: [...setDocs.values()],
    cards,
    setCards: setCards.all,
    banlists,
    problems: problems.items,
    sourceCounts: {
      sets: rawSets.length,
      cardRecords: cardInfo.count,
      printings: records.reduce((sum, record) => sum + record.printings.length, 0),
      banlists: sources.banlists.length,
    },
    alternateArtsMerged: merged,
    setsFromPrintings: derivedSets.map((set) => set.setName),
  };
}

/**
 * Creates the sets printings name but the set list does not (products newer than the list), so every card
 * a player can meet has its sets: typed and dated from the pack data where it names the set, else typed by
 * name keywords and dated as the list's newest set (they came out after the list was taken).
 */
function addSetsFromPrintings(
  cards: CardRecord[],
  listedNames: Set<string>,
  setDocs: Map<string, SetDoc>,
  products: SetProductIndex | undefined,
): SetDoc[] {
  const newestListed = [...setDocs.values()].reduce<string | null>(
    (newest, set) => (newest === null || set.releaseDate > newest ? set.releaseDate : newest),
    null,
  );
  const records = setRecordsFromPrintings(
    cards.flatMap((card) => card.printings),
    (setName) => listedNames.has(nameKey(setName)),
  );
  const added: SetDoc[] = [];
  for (const record of records) {
    const product = products?.findByName(record.setName);
    const releaseDate = product?.releaseDate ?? newestListed;
    // Without any dated set there is nothing to place it by: its printings are reported as unknown sets.
    if (!releaseDate) continue;
    const doc: SetDoc = {
      ...record,
      releaseDate,
      id: setIdOf(record.setName),
      type: classifySet(record.setName, record.numOfCards, product?.distributions ?? []),
      packLayout: noPackLayout,
    };
    setDocs.set(nameKey(record.setName), doc);
    added.push(doc);
  }
  return added;
}

function readPackData(sources: CatalogSources, problems: ProblemList) {
  const distributions = new Map<string, Distribution>();
  if (sources.distributions) {
    const { file, text } = sources.distributions;
    text.split('\n').forEach((line, index) => {
      if (!line.trim()) return;
      const distribution = parseDistribution(line, { file, line: index + 1 }, problems);
      if (distribution) distributions.set(distribution.name, distribution);
    });
  }
  let products: SetProductIndex | undefined;
  if (sources.setProducts) {
    const { file, body } = sources.setProducts;
    const infos: SetProductInfo[] = [];
    if (!isArray(body)) problems.add({ file }, 'malformed file', 'must be a JSON array');
    else
      body.forEach((raw, index) => {
        const info = parseSetProduct(raw, { file, index }, problems);
        if (info) infos.push(info);
      });
    products = new SetProductIndex(infos);
  }
  return { distributions, products };
}

function buildSetCards(cards: CardRecord[], sets: Map<string, SetDoc>, file: string, problems: ProblemList) {
  const all: SetCardDoc[] = [];
  const byCard = new Map<string, SetCardDoc[]>();
  const bySet = new Map<string, SetCardDoc[]>();
  const seen = new Set<string>();
  for (const card of cards) {
    for (const printing of card.printings) {
      const at = { file, index: card.sourceIndex ?? undefined, field: `card_sets[${printing.index}]` };
      const where = `card ${card.id} "${card.name}"`;
      const set = sets.get(nameKey(printing.setName));
      if (!set) {
        problems.add(at, 'unknown set', `${where}: set "${printing.setName}" is not in the set list`);
        continue;
      }
      const rarity = printingRarityFromSetRarity(printing.rarityText);
      if (!rarity) {
        problems.add(
          { ...at, field: `${at.field}.set_rarity` },
          'unknown rarity',
          `${where}: unknown rarity "${printing.rarityText}"`,
        );
        continue;
      }
      const id = setCardIdOf(set.setName, printing.printingCode, printing.rarityText, card.id);
      // The same printing can be listed twice in one card (and in merged alternate artworks).
      if (seen.has(id)) continue;
      seen.add(id);
      const copies = /^[23]$/.test(printing.rarityText) ? Number(printing.rarityText) : 1;
      const doc: SetCardDoc = {
        id,
        setId: set.id,
        setName: set.setName,
        cardId: card.id,
        printingCode: printing.printingCode,
        rarity,
        rarityName: printingRarityName(rarity),
        equivalentRarity: equivalentRarityOf(rarity),
        quantity: copies,
        releaseDate: set.releaseDate,
      };
      all.push(doc);
      push(byCard, card.id, doc);
      push(bySet, set.id, doc);
    }
  }
  return { all, byCard, bySet };
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** First printed rarity: the card's printing in its earliest released set. */
function toCardDoc(card: CardRecord, printings: SetCardDoc[]): CardDoc {
  const first = [...printings].sort(
    (a, b) => a.releaseDate.localeCompare(b.releaseDate) || a.printingCode.localeCompare(b.printingCode),
  )[0];
  // Spelled out rather than spread: a spread copy got a hidden class of its own per card in V8 (some 8 MB
  // for the catalog). The order is the stored documents' (and their content hashes').
  return {
    id: card.id,
    konamiId: card.konamiId,
    name: card.name,
    description: card.description,
    yugiohMetaData: card.yugiohMetaData,
    deckZone: card.deckZone,
    archetype: card.archetype,
    linkRating: card.linkRating,
    linkMarkers: card.linkMarkers,
    pendulumScale: card.pendulumScale,
    pendulumDescription: card.pendulumDescription,
    monsterDescription: card.monsterDescription,
    skillCharacter: card.skillCharacter,
    artworkIds: card.artworkIds,
    legacyBans: card.legacyBans,
    firstPrintedRarity: first?.rarity ?? null,
  };
}

function assignPackLayouts(
  sets: Map<string, SetDoc>,
  products: SetProductIndex | undefined,
  distributions: Map<string, Distribution>,
  setCardsBySet: Map<string, SetCardDoc[]>,
  problems: ProblemList,
) {
  if (!products) return;
  // Core sets the data is silent about open like the latest core set it describes.
  let latestCore: { date: string; distribution: Distribution; packsPerBox: number | null } | undefined;
  for (const set of sets.values()) {
    if (set.type === 'DECK') {
      const list = (setCardsBySet.get(set.id) ?? []).map((setCard) => ({
        setCardId: setCard.id,
        quantity: setCard.quantity,
      }));
      set.packLayout = fixedListLayout(list);
      continue;
    }
    const product = products.find(set.setName, set.setCode);
    const name = product?.distributions.find((candidate) => candidate && candidate !== 'preconstructed');
    if (!name) continue;
    const distribution = distributions.get(name);
    if (!distribution) {
      problems.add(
        { file: 'set-products.json', field: 'distribution' },
        'unknown pack layout',
        `set "${set.setName}" names unknown layout "${name}"`,
      );
      continue;
    }
    set.packLayout = randomPackLayout(distribution, product?.packsPerBox ?? null, false);
    if (set.type === 'BOOSTER' && /core booster/i.test(name) && set.releaseDate > (latestCore?.date ?? '')) {
      latestCore = { date: set.releaseDate, distribution, packsPerBox: product?.packsPerBox ?? null };
    }
  }
  if (!latestCore) return;
  for (const set of sets.values()) {
    if (set.type === 'BOOSTER' && set.packLayout.kind === 'NONE')
      set.packLayout = randomPackLayout(latestCore.distribution, latestCore.packsPerBox, true);
  }
}

function buildBanlists(
  files: CatalogSources['banlists'],
  cards: CardDoc[],
  problems: ProblemList,
): BanlistVersionDoc[] {
  const cardIdsByKonamiId = new Map<number, string>();
  for (const card of cards) if (card.konamiId !== null) cardIdsByKonamiId.set(card.konamiId, card.id);
  const versions: BanlistVersionDoc[] = [];
  const tcgVectors = new Map<string, RegulationVector>();
  let unknownIds = 0;
  for (const { format, file, text } of files) {
    const vector = parseRegulationVector(text, { file }, problems);
    if (!vector) continue;
    if (format === 'TCG') tcgVectors.set(vector.date, vector);
    const { entries, unknownKonamiIds } = banlistEntries(vector, cardIdsByKonamiId);
    unknownIds += unknownKonamiIds.length;
    versions.push({ format, activeFrom: vector.date, entries });
  }
  if (unknownIds > 0)
    problems.add(
      { file: 'banlists' },
      'banlist card not in catalog',
      `${unknownIds} list entries name a Konami id no imported card has`,
    );
  for (const [format, date] of Object.entries(fixedTcgFormats) as Array<[BanlistFormat, string]>) {
    const tcg = versions.find((version) => version.format === 'TCG' && version.activeFrom === date);
    if (tcg) versions.push({ format, activeFrom: date, entries: tcg.entries });
    else if (files.some((file) => file.format === 'TCG'))
      problems.add(
        { file: `banlists/tcg/${date}.vector.json` },
        'missing banlist',
        `${format} needs the TCG list of ${date}`,
      );
  }
  return versions;
}
