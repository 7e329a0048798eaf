import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import {
  equivalentRarityInfo,
  equivalentRaritiesByRankDescending,
  equivalentRarityOf,
  printingRarityFromSetRarity,
  printingRarityName,
} from './rarity';

const cardInfoPath = join(__dirname, '../../../../../shared/carddata/ygoprodeck/cardinfo.json.gz');
const haveCardData = existsSync(cardInfoPath);
if (!haveCardData) console.warn(`Skipping the card data checks: ${cardInfoPath} is absent.`);

/** Every distinct `set_rarity` text of the card data snapshot. */
function setRaritiesOfSnapshot(): string[] {
  const { data } = JSON.parse(gunzipSync(readFileSync(cardInfoPath)).toString('utf8')) as {
    data: Array<{ card_sets?: Array<{ set_rarity: string }> }>;
  };
  return [...new Set(data.flatMap((card) => (card.card_sets ?? []).map((printing) => printing.set_rarity)))];
}

describe('printing rarities', () => {
  (haveCardData ? it : it.skip)('name every set_rarity of the card data snapshot', () => {
    const setRarities = setRaritiesOfSnapshot();
    expect(setRarities.length).toBeGreaterThanOrEqual(40);
    expect(setRarities.filter((text) => printingRarityFromSetRarity(text) === undefined)).toEqual([]);
  });

  it('show the spec display names', () => {
    expect(printingRarityName('COLLECTORS_RARE')).toBe("Collector's Rare");
    expect(printingRarityName('STARLIGHT_RARE')).toBe('Starlight Rare');
    expect(printingRarityName('GHOST_GOLD_RARE')).toBe('Ghost/Gold Rare');
    expect(printingRarityName('EUROPEAN_DEBUT')).toBe('European debut');
    expect(printingRarityName('DUEL_TERMINAL_ULTRA_PARALLEL_RARE')).toBe('Duel Terminal Ultra Parallel Rare');
  });

  it('read the card data texts case-insensitively, malformed ones included', () => {
    expect(printingRarityFromSetRarity('Quarter Century Secret Rare')).toBe('QUARTER_CENTURY_SECRET_RARE');
    expect(printingRarityFromSetRarity("ultra rare (pharaoh's rare)")).toBe('PHARAOHS_RARE');
    expect(printingRarityFromSetRarity('Cr')).toBe('COLLECTORS_RARE');
    expect(printingRarityFromSetRarity('Grand Master Rare')).toBe('GRAND_MASTER_RARE');
    expect(printingRarityFromSetRarity('10000 Secret Rare')).toBe('TEN_THOUSAND_SECRET_RARE');
    expect(printingRarityFromSetRarity('2')).toBe('COMMON');
    expect(printingRarityFromSetRarity('Holographic Nonsense')).toBeUndefined();
  });

  it('count as the rarity of their finish', () => {
    expect(equivalentRarityOf('SHORT_PRINT')).toBe('COMMON');
    expect(equivalentRarityOf('DUEL_TERMINAL_RARE_PARALLEL_RARE')).toBe('RARE');
    expect(equivalentRarityOf('SUPER_PARALLEL_RARE')).toBe('SUPER_RARE');
    expect(equivalentRarityOf('ULTRA_PARALLEL_RARE')).toBe('ULTRA_RARE');
    expect(equivalentRarityOf('STARLIGHT_RARE')).toBe('SECRET_RARE');
    expect(equivalentRarityOf('GRAND_MASTER_RARE')).toBe('SECRET_RARE');
    expect(equivalentRarityOf('TEN_THOUSAND_SECRET_RARE')).toBe('SECRET_RARE');
  });
});

describe('equivalent rarities', () => {
  it('carry the spec labels, ranks and colours', () => {
    expect(equivalentRarityInfo.COMMON).toEqual({ short: 'C', rank: 1, color: null });
    expect(equivalentRarityInfo.SECRET_RARE).toEqual({ short: 'CR', rank: 5, color: 'yellow' });
  });

  it('list the rarest first', () => {
    expect(equivalentRaritiesByRankDescending).toEqual([
      'SECRET_RARE',
      'ULTRA_RARE',
      'SUPER_RARE',
      'RARE',
      'COMMON',
    ]);
  });
});
