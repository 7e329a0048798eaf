import {
  cardKindOf,
  labels,
  monsterCardTypesOf,
  yugiohCardRaceName,
  type MonsterCardType,
  type YugiohMetaData,
} from '@progression/contracts';

// Printed order of the sub-types on a card's type line: summoning type first, then abilities, effect last.
const typeLineOrder: readonly MonsterCardType[] = [
  'FUSION',
  'RITUAL',
  'SYNCHRO',
  'XYZ',
  'LINK',
  'PENDULUM',
  'FLIP',
  'SPIRIT',
  'TOON',
  'UNION',
  'GEMINI',
  'TUNER',
  'NORMAL',
  'EFFECT',
];

/**
 * The card's race and type line as printed, e.g. "Spellcaster / Effect", "Dragon / Xyz / Pendulum / Effect",
 * "Spell Card / Quick-Play", "Trap Card / Counter".
 */
export function typeLine(metaData: YugiohMetaData): string {
  const kind = cardKindOf(metaData.type);
  const race = yugiohCardRaceName(metaData.race);
  if (kind === 'SPELL') return `Spell Card / ${race}`;
  if (kind === 'TRAP') return `Trap Card / ${race}`;
  if (kind === 'SKILL') return metaData.race === 'UNKNOWN' ? 'Skill Card' : `Skill Card / ${race}`;
  if (kind === 'TOKEN') return metaData.race === 'UNKNOWN' ? 'Token' : `${race} / Token`;
  const subTypes = monsterCardTypesOf(metaData.type);
  const ordered = typeLineOrder.filter((subType) => subTypes.includes(subType));
  return [race, ...ordered.map((subType) => labels.monsterCardType[subType])].join(' / ');
}

/** What the level number of a card counts: Rank for Xyz, Link rating for Link monsters, else Level. */
export function levelLabel(metaData: YugiohMetaData): 'Level' | 'Rank' | 'Link' {
  const subTypes = monsterCardTypesOf(metaData.type);
  if (subTypes.includes('XYZ')) return 'Rank';
  if (subTypes.includes('LINK')) return 'Link';
  return 'Level';
}

/** Whether the card is a monster (shows attribute, level and ATK/DEF). */
export function isMonster(metaData: YugiohMetaData): boolean {
  return cardKindOf(metaData.type) === 'MONSTER';
}

/** Whether the card's text is flavour text (normal monsters), shown in italics. */
export function hasFlavourText(metaData: YugiohMetaData): boolean {
  return monsterCardTypesOf(metaData.type).includes('NORMAL');
}

/** Attribute names as printed, e.g. DARK -> "Dark". */
export function attributeName(attribute: NonNullable<YugiohMetaData['attribute']>): string {
  return labels.attribute[attribute];
}

/**
 * One sentence describing the card's game data for screen readers and the drawn card's accessible name,
 * e.g. "Dark Spellcaster / Effect, Level 4, ATK 1800, DEF 1000" or "Dragon / Link, Link 3, ATK 2300".
 */
export function cardSummary(metaData: YugiohMetaData): string {
  const parts = [typeLine(metaData)];
  if (isMonster(metaData)) {
    if (metaData.attribute) parts[0] = `${attributeName(metaData.attribute)} ${parts[0]}`;
    if (metaData.level !== null) parts.push(`${levelLabel(metaData)} ${metaData.level}`);
    if (metaData.attack !== null) parts.push(`ATK ${metaData.attack}`);
    if (metaData.defense !== null && levelLabel(metaData) !== 'Link') parts.push(`DEF ${metaData.defense}`);
  }
  return parts.join(', ');
}
