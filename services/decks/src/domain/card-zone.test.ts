import type { Card, YugiohCardType } from '@progression/contracts';
import { zoneOfCard } from './card-zone';

const ofType = (type: YugiohCardType): Pick<Card, 'yugiohMetaData'> => ({
  yugiohMetaData: {
    type,
    frame: 'EFFECT',
    race: 'WARRIOR',
    attribute: null,
    level: null,
    attack: null,
    defense: null,
  },
});

describe('zoneOfCard', () => {
  it.each<YugiohCardType>([
    'FUSION_MONSTER',
    'SYNCHRO_MONSTER',
    'SYNCHRO_TUNER_MONSTER',
    'XYZ_MONSTER',
    'LINK_MONSTER',
    'PENDULUM_EFFECT_FUSION_MONSTER',
    'SYNCHRO_PENDULUM_EFFECT_MONSTER',
    'XYZ_PENDULUM_EFFECT_MONSTER',
  ])('puts a %s in the extra deck', (type) => {
    expect(zoneOfCard(ofType(type))).toBe('EXTRA_DECK');
  });

  it.each<YugiohCardType>([
    'NORMAL_MONSTER',
    'EFFECT_MONSTER',
    'RITUAL_MONSTER',
    'PENDULUM_EFFECT_MONSTER',
    'PENDULUM_EFFECT_RITUAL_MONSTER',
    'TUNER_MONSTER',
    'SPELL_CARD',
    'TRAP_CARD',
  ])('puts a %s in the main deck', (type) => {
    expect(zoneOfCard(ofType(type))).toBe('MAIN_DECK');
  });

  it('puts skills, tokens and unclassified cards in no deck', () => {
    expect(zoneOfCard(ofType('SKILL_CARD'))).toBeUndefined();
    expect(zoneOfCard(ofType('TOKEN'))).toBeUndefined();
    expect(zoneOfCard({ yugiohMetaData: null })).toBeUndefined();
  });
});
