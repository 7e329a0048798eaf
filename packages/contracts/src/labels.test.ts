import { z } from 'zod';
import * as contracts from './index';
import { labels } from './labels';

/** Every enum schema the contracts export, by its export name. */
const exportedEnums = Object.entries(contracts as Record<string, unknown>).filter(
  (entry): entry is [string, z.ZodEnum] => entry[1] instanceof z.ZodEnum,
);

describe('labels', () => {
  it('finds the enums of the contracts', () => {
    const names = exportedEnums.map(([name]) => name);
    expect(names).toEqual(expect.arrayContaining(['draftBehaviour', 'cardSetType', 'banlistFormat']));
    expect(names.length).toBeGreaterThanOrEqual(30);
  });

  it.each(exportedEnums)('labels every value of %s', (name, schema) => {
    const table = (labels as Record<string, Record<string, string>>)[name];
    expect(table).toBeDefined();
    for (const value of schema.options) {
      const label = table[String(value)];
      expect(typeof label).toBe('string');
      expect(label.trim()).not.toBe('');
    }
  });

  it('has no table for an enum the contracts do not export', () => {
    const names = new Set(exportedEnums.map(([name]) => name));
    expect(Object.keys(labels).filter((name) => !names.has(name))).toEqual([]);
  });

  it("uses the spec's names for set types and the words a reader expects elsewhere", () => {
    expect(labels.cardSetType).toEqual({
      BOOSTER: 'Core',
      DECK: 'Structure Deck',
      PACK: 'Booster',
      PROMO: 'Promo',
      MISC: 'Misc',
    });
    expect(labels.draftBehaviour.EVENLY_DISTRIBUTED).toBe('Evenly distributed');
    expect(labels.draftBehaviour.PRE_FILLED).toBe('Pre-filled');
    expect(labels.rarityDistribution.FIXED).toBe('Fixed');
    expect(labels.banlistBehaviour.NO_BANS).toBe('No bans');
    expect(labels.banlistSelectionBehaviour.LATEST_PACK).toBe('Latest pack of the week');
    expect(labels.banType.MAX_TWO).toBe('Semi-limited');
    expect(labels.rewardTrackKind.WIN).toBe('Wins');
    expect(labels.yugiohCardRace.SEA_SERPENT).toBe('Sea Serpent');
    expect(labels.printingRarity.COLLECTORS_RARE).toBe("Collector's Rare");
  });

  it('never shows a raw value where a word was meant (no underscores, no all-capitals words)', () => {
    // These are written in capitals; everything else reads as words.
    const acronyms = new Set(['TCG', 'OCG', 'GOAT', 'XYZ', 'URL']);
    for (const [name, table] of Object.entries(labels as Record<string, Record<string, string>>))
      for (const [value, label] of Object.entries(table)) {
        if (label.includes('_')) throw new Error(`${name}.${value} reads "${label}"`);
        for (const word of label.split(/[^A-Za-z]+/))
          if (word.length > 1 && word === word.toUpperCase() && !acronyms.has(word))
            throw new Error(`${name}.${value} reads "${label}"`);
      }
  });
});
