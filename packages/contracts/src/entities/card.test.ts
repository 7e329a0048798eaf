import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import {
  cardKindOf,
  deckClassificationOf,
  monsterCardTypesOf,
  yugiohCardRaceFromName,
  yugiohCardTypeFromName,
} from './card';

const cardInfoPath = join(__dirname, '../../../../../shared/carddata/ygoprodeck/cardinfo.json.gz');
const haveCardData = existsSync(cardInfoPath);
if (!haveCardData) console.warn(`Skipping the card data checks: ${cardInfoPath} is absent.`);

describe('card types', () => {
  it('classify extra deck monsters, pendulum variants included', () => {
    expect(deckClassificationOf('FUSION_MONSTER')).toBe('EXTRA_DECK');
    expect(deckClassificationOf('XYZ_PENDULUM_EFFECT_MONSTER')).toBe('EXTRA_DECK');
    expect(deckClassificationOf('LINK_MONSTER')).toBe('EXTRA_DECK');
    expect(deckClassificationOf('PENDULUM_EFFECT_RITUAL_MONSTER')).toBe('MAIN_DECK');
    expect(deckClassificationOf('SPELL_CARD')).toBe('MAIN_DECK');
    expect(deckClassificationOf('TOKEN')).toBe('OTHER');
    expect(deckClassificationOf('SKILL_CARD')).toBe('OTHER');
  });

  it('list the monster sub-types of a type', () => {
    expect(monsterCardTypesOf('SYNCHRO_TUNER_MONSTER')).toEqual(['TUNER', 'SYNCHRO']);
    expect(monsterCardTypesOf('PENDULUM_FLIP_EFFECT_MONSTER')).toEqual(['EFFECT', 'PENDULUM', 'FLIP']);
    expect(monsterCardTypesOf('TRAP_CARD')).toEqual([]);
    expect(cardKindOf('TRAP_CARD')).toBe('TRAP');
  });

  it('read races by card kind', () => {
    expect(yugiohCardRaceFromName('Quick-Play', 'SPELL')).toBe('QUICK_PLAY');
    expect(yugiohCardRaceFromName('Counter', 'TRAP')).toBe('COUNTER');
    expect(yugiohCardRaceFromName('Beast-Warrior', 'MONSTER')).toBe('BEAST_WARRIOR');
    expect(yugiohCardRaceFromName('Kaiba', 'SKILL')).toBeUndefined();
  });

  (haveCardData ? it : it.skip)('know every type and every non-skill race of the card data snapshot', () => {
    const { data } = JSON.parse(gunzipSync(readFileSync(cardInfoPath)).toString('utf8')) as {
      data: Array<{ type: string; race: string }>;
    };
    const unknownTypes = new Set<string>();
    const unknownRaces = new Set<string>();
    for (const { type, race } of data) {
      const code = yugiohCardTypeFromName(type);
      if (!code) unknownTypes.add(type);
      else if (cardKindOf(code) !== 'SKILL' && !yugiohCardRaceFromName(race, cardKindOf(code)))
        unknownRaces.add(race);
    }
    expect([...unknownTypes]).toEqual([]);
    expect([...unknownRaces]).toEqual([]);
  });
});
