import { z } from 'zod';
import { id } from '../primitives';
import { equivalentRarity } from './rarity';

/** YGOPRODeck `type` text of each card type; the code is the text upper-cased with underscores. */
export const yugiohCardTypeNames = {
  NORMAL_MONSTER: 'Normal Monster',
  NORMAL_TUNER_MONSTER: 'Normal Tuner Monster',
  EFFECT_MONSTER: 'Effect Monster',
  TUNER_MONSTER: 'Tuner Monster',
  FLIP_EFFECT_MONSTER: 'Flip Effect Monster',
  FLIP_TUNER_EFFECT_MONSTER: 'Flip Tuner Effect Monster',
  SPIRIT_MONSTER: 'Spirit Monster',
  UNION_EFFECT_MONSTER: 'Union Effect Monster',
  GEMINI_MONSTER: 'Gemini Monster',
  TOON_MONSTER: 'Toon Monster',
  RITUAL_MONSTER: 'Ritual Monster',
  RITUAL_EFFECT_MONSTER: 'Ritual Effect Monster',
  PENDULUM_NORMAL_MONSTER: 'Pendulum Normal Monster',
  PENDULUM_EFFECT_MONSTER: 'Pendulum Effect Monster',
  PENDULUM_TUNER_EFFECT_MONSTER: 'Pendulum Tuner Effect Monster',
  PENDULUM_FLIP_EFFECT_MONSTER: 'Pendulum Flip Effect Monster',
  PENDULUM_EFFECT_RITUAL_MONSTER: 'Pendulum Effect Ritual Monster',
  FUSION_MONSTER: 'Fusion Monster',
  PENDULUM_EFFECT_FUSION_MONSTER: 'Pendulum Effect Fusion Monster',
  SYNCHRO_MONSTER: 'Synchro Monster',
  SYNCHRO_TUNER_MONSTER: 'Synchro Tuner Monster',
  SYNCHRO_PENDULUM_EFFECT_MONSTER: 'Synchro Pendulum Effect Monster',
  XYZ_MONSTER: 'XYZ Monster',
  XYZ_PENDULUM_EFFECT_MONSTER: 'XYZ Pendulum Effect Monster',
  LINK_MONSTER: 'Link Monster',
  SPELL_CARD: 'Spell Card',
  TRAP_CARD: 'Trap Card',
  SKILL_CARD: 'Skill Card',
  TOKEN: 'Token',
} as const;
export type YugiohCardType = keyof typeof yugiohCardTypeNames;
export const yugiohCardTypes = Object.keys(yugiohCardTypeNames) as [YugiohCardType, ...YugiohCardType[]];
export const yugiohCardType = z.enum(yugiohCardTypes);

/** Monster sub-types a card type can carry (the "monster card type" filter). */
export const monsterCardTypes = [
  'EFFECT',
  'NORMAL',
  'TUNER',
  'PENDULUM',
  'RITUAL',
  'SPIRIT',
  'TOON',
  'UNION',
  'GEMINI',
  'FLIP',
  'FUSION',
  'SYNCHRO',
  'XYZ',
  'LINK',
] as const;
export const monsterCardType = z.enum(monsterCardTypes);
export type MonsterCardType = z.infer<typeof monsterCardType>;

/** Broad kind of a card (the "card type" filter). */
export const cardKinds = ['MONSTER', 'SPELL', 'TRAP', 'SKILL', 'TOKEN'] as const;
export const cardKind = z.enum(cardKinds);
export type CardKind = z.infer<typeof cardKind>;

/** Kind of a card type. */
export function cardKindOf(type: YugiohCardType): CardKind {
  if (type === 'SPELL_CARD') return 'SPELL';
  if (type === 'TRAP_CARD') return 'TRAP';
  if (type === 'SKILL_CARD') return 'SKILL';
  if (type === 'TOKEN') return 'TOKEN';
  return 'MONSTER';
}

/** Monster sub-types of a card type, read from the words of its code (none for non-monsters). */
export function monsterCardTypesOf(type: YugiohCardType): MonsterCardType[] {
  if (cardKindOf(type) !== 'MONSTER') return [];
  const words = new Set(type.split('_'));
  return monsterCardTypes.filter((subType) => words.has(subType));
}

/** Where a card type is played: main deck, extra deck, or neither (skills, tokens). */
export const deckClassifications = ['MAIN_DECK', 'EXTRA_DECK', 'OTHER'] as const;
export const deckClassification = z.enum(deckClassifications);
export type DeckClassification = z.infer<typeof deckClassification>;
const extraDeckSubTypes: readonly MonsterCardType[] = ['FUSION', 'SYNCHRO', 'XYZ', 'LINK'];

/** Deck classification of a card type. */
export function deckClassificationOf(type: YugiohCardType): DeckClassification {
  const kind = cardKindOf(type);
  if (kind === 'SKILL' || kind === 'TOKEN') return 'OTHER';
  return monsterCardTypesOf(type).some((subType) => extraDeckSubTypes.includes(subType))
    ? 'EXTRA_DECK'
    : 'MAIN_DECK';
}

/** Card type code of a YGOPRODeck `type` text, or undefined for a text the product does not know. */
export function yugiohCardTypeFromName(name: string): YugiohCardType | undefined {
  const code = name.trim().toUpperCase().replace(/\s+/g, '_');
  return code in yugiohCardTypeNames ? (code as YugiohCardType) : undefined;
}

/** Monster races (YGOPRODeck `race` text), including Illusion and the god races. */
export const monsterRaceNames = {
  AQUA: 'Aqua',
  BEAST: 'Beast',
  BEAST_WARRIOR: 'Beast-Warrior',
  CREATOR_GOD: 'Creator-God',
  CYBERSE: 'Cyberse',
  DINOSAUR: 'Dinosaur',
  DIVINE_BEAST: 'Divine-Beast',
  DRAGON: 'Dragon',
  FAIRY: 'Fairy',
  FIEND: 'Fiend',
  FISH: 'Fish',
  ILLUSION: 'Illusion',
  INSECT: 'Insect',
  MACHINE: 'Machine',
  PLANT: 'Plant',
  PSYCHIC: 'Psychic',
  PYRO: 'Pyro',
  REPTILE: 'Reptile',
  ROCK: 'Rock',
  SEA_SERPENT: 'Sea Serpent',
  SPELLCASTER: 'Spellcaster',
  THUNDER: 'Thunder',
  WARRIOR: 'Warrior',
  WINGED_BEAST: 'Winged Beast',
  WYRM: 'Wyrm',
  ZOMBIE: 'Zombie',
} as const;
export type MonsterRace = keyof typeof monsterRaceNames;
export const monsterRaces = Object.keys(monsterRaceNames) as [MonsterRace, ...MonsterRace[]];
export const monsterRace = z.enum(monsterRaces);

/** Spell sub-types. */
export const spellTypeNames = {
  NORMAL: 'Normal',
  FIELD: 'Field',
  EQUIP: 'Equip',
  CONTINUOUS: 'Continuous',
  QUICK_PLAY: 'Quick-Play',
  RITUAL: 'Ritual',
} as const;
export type SpellType = keyof typeof spellTypeNames;
export const spellTypes = Object.keys(spellTypeNames) as [SpellType, ...SpellType[]];
export const spellType = z.enum(spellTypes);

/** Trap sub-types. */
export const trapTypeNames = { NORMAL: 'Normal', CONTINUOUS: 'Continuous', COUNTER: 'Counter' } as const;
export type TrapType = keyof typeof trapTypeNames;
export const trapTypes = Object.keys(trapTypeNames) as [TrapType, ...TrapType[]];
export const trapType = z.enum(trapTypes);

/** A card's race: a monster race, a spell or trap sub-type, or UNKNOWN (skill cards name a character). */
export const yugiohCardRaces = [
  ...monsterRaces,
  ...spellTypes,
  ...trapTypes.filter((type) => !(type in spellTypeNames)),
  'UNKNOWN',
] as [MonsterRace | SpellType | TrapType | 'UNKNOWN', ...(MonsterRace | SpellType | TrapType | 'UNKNOWN')[]];
export const yugiohCardRace = z.enum(yugiohCardRaces);
export type YugiohCardRace = z.infer<typeof yugiohCardRace>;

/** Display name of a race. */
export function yugiohCardRaceName(race: YugiohCardRace): string {
  if (race === 'UNKNOWN') return 'Unknown';
  return { ...monsterRaceNames, ...spellTypeNames, ...trapTypeNames }[race];
}

/** Race code of a YGOPRODeck `race` text for a card kind, or undefined when the text is not a race. */
export function yugiohCardRaceFromName(name: string, kind: CardKind): YugiohCardRace | undefined {
  const table: Record<string, string> =
    kind === 'SPELL' ? spellTypeNames : kind === 'TRAP' ? trapTypeNames : monsterRaceNames;
  const wanted = name.trim().toLowerCase();
  return Object.keys(table).find((code) => table[code].toLowerCase() === wanted) as
    YugiohCardRace | undefined;
}

/** Monster attributes. */
export const attributes = ['DARK', 'DIVINE', 'EARTH', 'FIRE', 'LIGHT', 'WATER', 'WIND'] as const;
export const attribute = z.enum(attributes);
export type Attribute = z.infer<typeof attribute>;

/** Card frames (YGOPRODeck `frameType`, upper-cased). */
export const frames = [
  'NORMAL',
  'EFFECT',
  'RITUAL',
  'FUSION',
  'SYNCHRO',
  'XYZ',
  'LINK',
  'TOKEN',
  'SPELL',
  'TRAP',
  'SKILL',
  'NORMAL_PENDULUM',
  'EFFECT_PENDULUM',
  'RITUAL_PENDULUM',
  'FUSION_PENDULUM',
  'SYNCHRO_PENDULUM',
  'XYZ_PENDULUM',
] as const;
export const frame = z.enum(frames);
export type Frame = z.infer<typeof frame>;

/** Game data of a Yu-Gi-Oh card. Level holds the rank for Xyz and the link rating for Link monsters. */
export const yugiohMetaData = z.object({
  type: yugiohCardType,
  frame,
  race: yugiohCardRace,
  /** Null for spells, traps, skills. */
  attribute: attribute.nullable(),
  level: z.number().int().min(0).nullable(),
  attack: z.number().int().min(0).nullable(),
  /** Null for Link monsters and non-monsters. */
  defense: z.number().int().min(0).nullable(),
});
export type YugiohMetaData = z.infer<typeof yugiohMetaData>;

/** A card (one per passcode). */
export const card = z.object({
  id,
  name: z.string(),
  description: z.string(),
  smallImageUrl: z.string(),
  largeImageUrl: z.string(),
  /** The equivalent rarity of the card's first printing; null when it was never printed in a known set. */
  firstPrintedRarity: equivalentRarity.nullable(),
  /** Null for a card the product cannot classify (no tooltip, no deck classification). */
  yugiohMetaData: yugiohMetaData.nullable(),
  /** The deck section the card counts against. */
  deckClassification,
  archetype: z.string().nullable(),
  /** Link monsters only (their level holds it too). */
  linkRating: z.number().int().min(0).nullable(),
  /** Link arrows, e.g. `Top`, `Bottom-Left`; empty for every other card. */
  linkMarkers: z.array(z.string()),
  /** Pendulum monsters only. */
  pendulumScale: z.number().int().min(0).nullable(),
  /** A pendulum monster's pendulum effect, apart from its monster text. */
  pendulumDescription: z.string().nullable(),
  /** A pendulum monster's monster text. */
  monsterDescription: z.string().nullable(),
  /** Passcodes of every artwork of the card; any of them finds it. */
  artworkIds: z.array(id),
  /** Konami's own id, shared by every artwork; null when the source has none. */
  konamiId: z.number().int().nullable(),
});
export type Card = z.infer<typeof card>;
