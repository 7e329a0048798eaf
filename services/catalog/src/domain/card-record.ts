import type {
  Attribute,
  DeckClassification,
  Frame,
  YugiohCardRace,
  YugiohCardType,
} from '@progression/contracts';
import {
  attributes,
  cardKindOf,
  deckClassificationOf,
  frames,
  yugiohCardRaceFromName,
  yugiohCardTypeFromName,
} from '@progression/contracts';
import type { SourceLocation } from './problems';
import { ProblemList } from './problems';
import { decodeEntities, normalizeNewlines } from './text';

/** The spec's `yugiohMetaData`. Level holds the Rank of Xyz monsters and the rating of Link monsters. */
export interface YugiohMetaData {
  type: YugiohCardType;
  frame: Frame;
  race: YugiohCardRace;
  attribute: Attribute | null;
  level: number | null;
  attack: number | null;
  defense: number | null;
}

/** A printing as the card data lists it, before it is joined to its set. */
export interface RawPrinting {
  setName: string;
  printingCode: string;
  rarityText: string;
  rarityCode: string;
  /** Index in the card's `card_sets` array, for problem locations. */
  index: number;
}

/** Legacy ban texts of the card data (`banlist_info`), normalised: "Banned" is "Forbidden". */
export type LegacyBanStatus = 'Forbidden' | 'Limited' | 'Semi-Limited';

/** One card record of `cardinfo.php`, validated and mapped. */
export interface CardRecord {
  id: string;
  /** Index of the record in the source file, for locating problems with its printings. */
  sourceIndex: number | null;
  konamiId: number | null;
  name: string;
  description: string;
  yugiohMetaData: YugiohMetaData;
  deckZone: DeckClassification;
  archetype: string | null;
  linkRating: number | null;
  linkMarkers: string[];
  pendulumScale: number | null;
  pendulumDescription: string | null;
  monsterDescription: string | null;
  /** Skill cards name their character in `race`; kept here, the race is UNKNOWN. */
  skillCharacter: string | null;
  /** Every artwork's passcode, this record's first. */
  artworkIds: string[];
  legacyBans: { tcg: LegacyBanStatus | null; ocg: LegacyBanStatus | null; goat: LegacyBanStatus | null };
  printings: RawPrinting[];
}

type Raw = Record<string, unknown>;

const isObject = (value: unknown): value is Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const legacyBanTexts: Record<string, LegacyBanStatus> = {
  forbidden: 'Forbidden',
  banned: 'Forbidden',
  limited: 'Limited',
  'semi-limited': 'Semi-Limited',
};

/**
 * Validates and maps one `cardinfo` record. Returns the record, or undefined with the problems found: a
 * record with any problem is not imported at all. Problems with single printings only drop that printing.
 */
export function mapCardRecord(
  raw: unknown,
  at: SourceLocation,
  problems: ProblemList,
  printingProblems: ProblemList = problems,
): CardRecord | undefined {
  const own = new ProblemList();
  const field = (name: string): SourceLocation => ({ ...at, field: name });
  const malformed = (name: string, message: string) => own.add(field(name), 'malformed card', message);
  if (!isObject(raw)) {
    problems.add(at, 'malformed card', 'not an object');
    return undefined;
  }

  const passcode = raw.id;
  if (typeof passcode !== 'number' || !Number.isInteger(passcode) || passcode <= 0)
    malformed('id', 'must be a positive integer passcode');
  const name = typeof raw.name === 'string' ? decodeEntities(raw.name).trim() : '';
  if (!name) malformed('name', 'must be a non-empty string');
  if (typeof raw.desc !== 'string') malformed('desc', 'must be a string');

  const typeText = typeof raw.type === 'string' ? raw.type : '';
  const type = yugiohCardTypeFromName(typeText);
  if (!type) own.add(field('type'), 'unknown card type', `unknown card type "${typeText}"`);
  const kind = type ? cardKindOf(type) : undefined;

  const raceText = typeof raw.race === 'string' ? raw.race : '';
  let race: YugiohCardRace = 'UNKNOWN';
  // Skill cards name their character in the race field; tokens may have none.
  const skillCharacter = kind === 'SKILL' ? raceText.trim() || null : null;
  if (kind && kind !== 'SKILL') {
    const known = yugiohCardRaceFromName(raceText, kind);
    if (known) race = known;
    else if (kind !== 'TOKEN' || raceText.trim())
      own.add(field('race'), 'unknown race', `unknown race "${raceText}" for ${typeText}`);
  }

  const frameText = typeof raw.frameType === 'string' ? raw.frameType.trim().toUpperCase() : '';
  const frame = (frames as readonly string[]).includes(frameText) ? (frameText as Frame) : undefined;
  if (type && !frame) malformed('frameType', `unknown frame "${String(raw.frameType)}"`);

  const monster = kind === 'MONSTER';
  let attribute: Attribute | null = null;
  if (raw.attribute !== undefined && raw.attribute !== null) {
    const text = String(raw.attribute).toUpperCase();
    if ((attributes as readonly string[]).includes(text)) attribute = text as Attribute;
    else malformed('attribute', `unknown attribute "${String(raw.attribute)}"`);
  }
  const optionalInt = (key: string): number | null => {
    const value = raw[key];
    if (value === undefined || value === null) return null;
    if (typeof value === 'number' && Number.isInteger(value) && value >= 0) return value;
    // ATK/DEF "?" is written as -1.
    if (value === -1 && (key === 'atk' || key === 'def')) return null;
    malformed(key, 'must be a non-negative integer or null');
    return null;
  };
  const levelValue = optionalInt('level');
  const attack = monster ? optionalInt('atk') : null;
  const defenseValue = monster ? optionalInt('def') : null;
  const linkRating = optionalInt('linkval');
  const pendulumScale = optionalInt('scale');
  const isLink = type === 'LINK_MONSTER';

  const linkMarkers = Array.isArray(raw.linkmarkers)
    ? raw.linkmarkers.filter((m): m is string => typeof m === 'string')
    : [];
  const artworkIds = collectArtworkIds(raw, passcode);
  const legacyBans = mapLegacyBans(raw.banlist_info, field('banlist_info'), own);
  const konamiId = mapKonamiId(raw.misc_info, field('misc_info'), own);

  if (raw.card_sets !== undefined && !Array.isArray(raw.card_sets))
    malformed('card_sets', 'must be an array');
  if (!own.isEmpty || !type || !frame) {
    problems.items.push(...own.items);
    return undefined;
  }

  const printings = mapPrintings(raw.card_sets as unknown[] | undefined, at, printingProblems);
  const text = (value: unknown) =>
    typeof value === 'string' && value.trim() ? normalizeNewlines(value) : null;
  return {
    id: String(passcode),
    sourceIndex: at.index ?? null,
    konamiId,
    name,
    description: normalizeNewlines(raw.desc as string),
    yugiohMetaData: {
      type,
      frame,
      race,
      attribute: monster ? attribute : null,
      // Link monsters carry "level": 0 (or null) in the data; the API's level is their link rating.
      level: !monster ? null : isLink ? linkRating : levelValue,
      attack,
      defense: isLink ? null : defenseValue,
    },
    deckZone: deckClassificationOf(type),
    archetype: typeof raw.archetype === 'string' && raw.archetype.trim() ? raw.archetype.trim() : null,
    linkRating: isLink ? linkRating : null,
    linkMarkers: isLink ? linkMarkers : [],
    pendulumScale,
    pendulumDescription: text(raw.pend_desc),
    monsterDescription: text(raw.monster_desc),
    skillCharacter,
    artworkIds,
    legacyBans,
    printings,
  };
}

function collectArtworkIds(raw: Raw, passcode: unknown): string[] {
  const ids = new Set<string>([String(passcode)]);
  if (Array.isArray(raw.card_images)) {
    for (const image of raw.card_images) {
      if (isObject(image) && typeof image.id === 'number') ids.add(String(image.id));
    }
  }
  return [...ids];
}

function mapLegacyBans(value: unknown, at: SourceLocation, problems: ProblemList): CardRecord['legacyBans'] {
  const bans: CardRecord['legacyBans'] = { tcg: null, ocg: null, goat: null };
  // No banlist_info means unlimited everywhere.
  if (value === undefined || value === null) return bans;
  if (!isObject(value)) {
    problems.add(at, 'malformed card', 'must be an object');
    return bans;
  }
  for (const format of ['tcg', 'ocg', 'goat'] as const) {
    const text = value[`ban_${format}`];
    if (text === undefined || text === null) continue;
    const status = typeof text === 'string' ? legacyBanTexts[text.trim().toLowerCase()] : undefined;
    if (status) bans[format] = status;
    else
      problems.add(
        { ...at, field: `${at.field}.ban_${format}` },
        'malformed card',
        `unknown ban status "${String(text)}"`,
      );
  }
  return bans;
}

function mapKonamiId(value: unknown, at: SourceLocation, problems: ProblemList): number | null {
  if (value === undefined || value === null) return null;
  if (!Array.isArray(value)) {
    problems.add(at, 'malformed card', 'must be an array');
    return null;
  }
  const first = value[0];
  if (!isObject(first) || first.konami_id === undefined || first.konami_id === null) return null;
  const id = typeof first.konami_id === 'string' ? Number(first.konami_id) : first.konami_id;
  if (typeof id === 'number' && Number.isInteger(id) && id > 0) return id;
  problems.add({ ...at, field: `${at.field}[0].konami_id` }, 'malformed card', 'must be a positive integer');
  return null;
}

function mapPrintings(sets: unknown[] | undefined, at: SourceLocation, problems: ProblemList): RawPrinting[] {
  const printings: RawPrinting[] = [];
  (sets ?? []).forEach((entry, index) => {
    const where = { ...at, field: `card_sets[${index}]` };
    if (!isObject(entry) || typeof entry.set_name !== 'string' || !entry.set_name.trim()) {
      problems.add(where, 'malformed printing', 'needs a set_name');
      return;
    }
    if (typeof entry.set_code !== 'string' || !entry.set_code.trim()) {
      problems.add(where, 'malformed printing', 'needs a set_code');
      return;
    }
    printings.push({
      setName: decodeEntities(entry.set_name).trim(),
      printingCode: entry.set_code.trim(),
      rarityText: typeof entry.set_rarity === 'string' ? entry.set_rarity.trim() : '',
      // The rarity code can be "" (e.g. Quarter Century Secret Rare): the rarity text is what we map.
      rarityCode: typeof entry.set_rarity_code === 'string' ? entry.set_rarity_code.trim() : '',
      index,
    });
  });
  return printings;
}
