/**
 * Yu-Gi-Oh card metadata vocabularies (spec section 3), in the enum spelling of the API: the YGOPRODeck
 * text upper-cased with underscores (`XYZ Pendulum Effect Monster` -> `XYZ_PENDULUM_EFFECT_MONSTER`).
 */
export const cardTypes = [
  'EFFECT_MONSTER',
  'FLIP_EFFECT_MONSTER',
  'FLIP_TUNER_EFFECT_MONSTER',
  'GEMINI_MONSTER',
  'NORMAL_MONSTER',
  'NORMAL_TUNER_MONSTER',
  'PENDULUM_EFFECT_MONSTER',
  'PENDULUM_EFFECT_RITUAL_MONSTER',
  'PENDULUM_FLIP_EFFECT_MONSTER',
  'PENDULUM_NORMAL_MONSTER',
  'PENDULUM_TUNER_EFFECT_MONSTER',
  'RITUAL_EFFECT_MONSTER',
  'RITUAL_MONSTER',
  'SPIRIT_MONSTER',
  'TOON_MONSTER',
  'TUNER_MONSTER',
  'UNION_EFFECT_MONSTER',
  'FUSION_MONSTER',
  'LINK_MONSTER',
  'PENDULUM_EFFECT_FUSION_MONSTER',
  'SYNCHRO_MONSTER',
  'SYNCHRO_PENDULUM_EFFECT_MONSTER',
  'SYNCHRO_TUNER_MONSTER',
  'XYZ_MONSTER',
  'XYZ_PENDULUM_EFFECT_MONSTER',
  'SPELL_CARD',
  'TRAP_CARD',
  'SKILL_CARD',
  'TOKEN',
] as const;
export type CardType = (typeof cardTypes)[number];

/** Monster races, spell and trap subtypes (they share the `race` field), and UNKNOWN. */
export const monsterRaces = [
  'AQUA', 'BEAST', 'BEAST_WARRIOR', 'CREATOR_GOD', 'CYBERSE', 'DINOSAUR', 'DIVINE_BEAST', 'DRAGON', 'FAIRY',
  'FIEND', 'FISH', 'INSECT', 'MACHINE', 'PLANT', 'PSYCHIC', 'PYRO', 'REPTILE', 'ROCK', 'SEA_SERPENT',
  'SPELLCASTER', 'THUNDER', 'WARRIOR', 'WINGED_BEAST', 'WYRM', 'ZOMBIE', 'ILLUSION',
] as const;
export const spellRaces = ['NORMAL', 'FIELD', 'EQUIP', 'CONTINUOUS', 'QUICK_PLAY', 'RITUAL'] as const;
export const trapRaces = ['NORMAL', 'CONTINUOUS', 'COUNTER'] as const;
export const cardRaces = [...new Set([...monsterRaces, ...spellRaces, ...trapRaces, 'UNKNOWN'])] as [string, ...string[]];
export type CardRace = (typeof monsterRaces)[number] | (typeof spellRaces)[number] | (typeof trapRaces)[number] | 'UNKNOWN';

export const attributes = ['DARK', 'DIVINE', 'EARTH', 'FIRE', 'LIGHT', 'WATER', 'WIND'] as const;
export type Attribute = (typeof attributes)[number];

/** Where a card goes in a deck. */
export type DeckZone = 'MAIN_DECK' | 'EXTRA_DECK' | 'OTHER';

const extraDeckMarkers = ['FUSION', 'SYNCHRO', 'XYZ', 'LINK'];

/** Fusion, Synchro, Xyz and Link monsters (pendulum or not) live in the extra deck; skills and tokens in none. */
export function deckZoneOf(type: CardType): DeckZone {
  if (type === 'SKILL_CARD' || type === 'TOKEN') return 'OTHER';
  const words = type.split('_');
  return words.some((word) => extraDeckMarkers.includes(word)) ? 'EXTRA_DECK' : 'MAIN_DECK';
}

export const isMonsterType = (type: CardType) => type.endsWith('_MONSTER');

const cardTypeSet = new Set<string>(cardTypes);
export const isCardType = (value: string): value is CardType => cardTypeSet.has(value);
export const isMonsterRace = (value: string): boolean => (monsterRaces as readonly string[]).includes(value);
export const isSpellRace = (value: string): boolean => (spellRaces as readonly string[]).includes(value);
export const isTrapRace = (value: string): boolean => (trapRaces as readonly string[]).includes(value);
export const isAttribute = (value: string): value is Attribute => (attributes as readonly string[]).includes(value);
