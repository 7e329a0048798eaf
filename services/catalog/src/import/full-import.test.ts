import mongoose from 'mongoose';
import { startEmbeddedMongo, type EmbeddedMongo } from '@progression/embedded-mongo';
import { CardModel } from '../models/card';
import { CardSetModel } from '../models/card-set';
import { SetCardModel } from '../models/set-card';
import { BanlistVersionModel } from '../models/banlist-version';
import { defaultCardDataDir } from './paths';
import { CatalogReader } from '../domain/catalog-reader';
import { card as cardSchema, setCard as setCardSchema, setsResponse } from '@progression/contracts';
import { hasCardData, readCatalogFolder } from './file-sources';
import { formatSummary, runImport, type ImportSummary } from './run-import';
import { nameKey } from '../domain/text';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';

const cardDataDir = process.env.CARD_DATA_DIR ?? defaultCardDataDir();
const present = !!cardDataDir && hasCardData(cardDataDir);
if (!present) {
  // Said loudly so a green run without the data is not mistaken for a checked import.
  console.warn(
    `SKIPPED: full card data import test: no card data folder (CARD_DATA_DIR or ../shared/carddata) found`,
  );
}
const describeWithData = present ? describe : describe.skip;

interface RawPrinting {
  set_name: string;
  set_code: string;
  set_rarity: string;
}
interface RawCard {
  id: number;
  name: string;
  card_sets?: RawPrinting[];
}

describeWithData('full import of the card data folder', () => {
  let mongo: EmbeddedMongo;
  let first: ImportSummary;
  let second: ImportSummary;
  let rawCards: RawCard[];
  let rawSets: Array<{ set_name: string; tcg_date?: string }>;

  beforeAll(async () => {
    mongo = await startEmbeddedMongo({ durability: 'memory', port: 0 });
    await mongoose.connect(mongo.uri, { dbName: 'progression_catalog_full_import' });
    const dir = cardDataDir as string;
    rawCards = (
      JSON.parse(gunzipSync(readFileSync(join(dir, 'ygoprodeck', 'cardinfo.json.gz'))).toString('utf8')) as {
        data: RawCard[];
      }
    ).data;
    rawSets = JSON.parse(readFileSync(join(dir, 'ygoprodeck', 'cardsets.json'), 'utf8'));
    first = await runImport(await readCatalogFolder(dir), dir);
    second = await runImport(await readCatalogFolder(dir), dir);
    console.info(`${formatSummary(first)}\nre-import took ${second.durationMs} ms`);
  }, 240_000);

  afterAll(async () => {
    await mongoose.disconnect();
    await mongo?.stop();
  });

  it('imports every set, card and banlist of the source, each skip explained', async () => {
    const distinctSetNames = new Set(rawSets.map((set) => set.set_name)).size;
    const undated = first.skipped.find((group) => group.reason === 'undated set')?.count ?? 0;
    const fromPrintings = first.setsFromPrintings.count;
    expect(await CardSetModel.countDocuments()).toBe(distinctSetNames - undated + fromPrintings);
    expect(first.sourceRecords.cardRecords).toBe(rawCards.length);
    expect(await CardModel.countDocuments()).toBe(rawCards.length - first.alternateArtsMerged);
    expect(first.skipped.find((group) => group.reason === 'malformed card')).toBeUndefined();
    const banlistFiles = first.sourceRecords.banlists;
    expect(await BanlistVersionModel.countDocuments()).toBe(banlistFiles + 2); // + GOAT and EDISON
    const printings = rawCards.reduce((sum, card) => sum + (card.card_sets?.length ?? 0), 0);
    expect(first.skipped.find((group) => group.reason === 'unknown set')).toBeUndefined();
    expect(first.skipped.find((group) => group.reason === 'unknown rarity')).toBeUndefined();
    const stored = await SetCardModel.countDocuments();
    // Repeated printings of one card (and of its alternate-art records) are stored once.
    expect(stored).toBeLessThanOrEqual(printings);
    expect(stored).toBeGreaterThan(printings * 0.95);
  });

  it('has the set of every printing, the sets the set list does not name made from their printings', async () => {
    const storedSets = await CardSetModel.find({}, { setName: 1 }).lean();
    const storedNames = new Set(storedSets.map((set) => nameKey(set.setName)));
    const printedNames = new Set(
      rawCards.flatMap((card) => (card.card_sets ?? []).map((printing) => nameKey(printing.set_name))),
    );
    expect([...printedNames].filter((name) => !storedNames.has(name))).toEqual([]);
    expect(first.setsFromPrintings.count).toBeGreaterThan(20);
    const setIds = new Set(storedSets.map((set) => set._id));
    const printingSetIds = await SetCardModel.distinct('setId');
    expect(printingSetIds.filter((id) => !setIds.has(id))).toEqual([]);
  });

  it.each([
    ['Union Carrier', ['Duel Overload']],
    ['Exosister Martha', ['Battles of Legend: Glorious Gallery', 'Power of the Elements']],
    [
      'Bystial Saronir',
      ['Rarity Collection 5', 'THE CHRONICLES DECK: The Fallen & The Virtuous (All-Foil Edition)'],
    ],
  ])('finds %s with its sets, the newest ones included', async (name, setNames) => {
    const card = await CardModel.findOne({ name }, { _id: 1 }).lean();
    expect(card).not.toBeNull();
    const sets = await CardSetModel.find(
      { _id: { $in: await SetCardModel.distinct('setId', { cardId: card!._id }) } },
      { setName: 1, releaseDate: 1 },
    ).lean();
    expect(sets.map((set) => set.setName)).toEqual(expect.arrayContaining(setNames));
    for (const set of sets) expect(set.releaseDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('answers every set, card and printing in the shape of the contracts', async () => {
    const view = await new CatalogReader(0).current();
    expect(() => setsResponse.parse(view.sets)).not.toThrow();
    const badCards = view.allCards.filter((card) => !cardSchema.safeParse(card).success);
    expect(badCards.map((card) => card.id)).toEqual([]);
    const printings = view.sets.flatMap((set) => view.setCardsOf(set.id) ?? []);
    expect(printings.filter((printing) => !setCardSchema.safeParse(printing).success)).toEqual([]);
  }, 120_000);

  it('changes nothing when the same data is imported again', () => {
    for (const kind of ['sets', 'cards', 'printings', 'banlists'] as const) {
      expect(second[kind]).toMatchObject({ inserted: 0, updated: 0 });
    }
    expect(second.changed).toBe(false);
  });

  it.each([
    ['Legend of Blue Eyes White Dragon', 'BOOSTER'],
    ['Metal Raiders', 'BOOSTER'],
    ['Phantom Nightmare', 'BOOSTER'],
    ["Structure Deck: Dragon's Roar", 'DECK'],
  ])('stores the printings, rarities and date of %s as the source has them', async (setName, type) => {
    const set = await CardSetModel.findOne({ setName }).lean();
    expect(set).toMatchObject({ type });
    const sourceSet = rawSets.find((raw) => raw.set_name === setName)!;
    expect(set!.releaseDate).toBe(sourceSet.tcg_date);
    const expected = new Set<string>();
    for (const card of rawCards)
      for (const printing of card.card_sets ?? [])
        if (printing.set_name === setName)
          expected.add(`${card.name}|${printing.set_code}|${printing.set_rarity}`);
    const stored = await SetCardModel.find({ setId: set!._id }).lean();
    const names = new Map(
      (await CardModel.find({ _id: { $in: stored.map((p) => p.cardId) } }, { name: 1 }).lean()).map((c) => [
        c._id,
        c.name,
      ]),
    );
    const actual = new Set(stored.map((p) => `${names.get(p.cardId)}|${p.printingCode}|${p.rarityName}`));
    expect(actual).toEqual(expected);
  });

  it('orders Blue-Eyes White Dragon first printed as an Ultra Rare in Legend of Blue Eyes White Dragon', async () => {
    const card = await CardModel.findOne({ name: 'Blue-Eyes White Dragon' }).lean();
    expect(card).toMatchObject({ firstPrintedRarity: 'ULTRA_RARE' });
  });
});
