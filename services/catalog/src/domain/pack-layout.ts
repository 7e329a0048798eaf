import type { PrintingRarity } from '@progression/contracts';
import type { ProblemList, SourceLocation } from './problems';

/** One option of a pack slot: these rarities, at 1 in `chance` packs; the option without a chance is the fallback. */
export interface SlotOption {
  rarities: PrintingRarity[];
  chance: number | null;
}

/** A slot of a pack: `count` cards drawn from the options. */
export interface PackSlot {
  count: number;
  /** The slot's odds are spread over a box in proportion rather than rolled per pack. */
  proportionate: boolean;
  options: SlotOption[];
}

/** A named pack layout of `distributions.jsonl`. */
export interface Distribution {
  name: string;
  slots: PackSlot[];
  /** Card-kind quotas some reprint packs have (`{monster: 6, spell: 3, trap: 3}`). */
  quotas: Record<string, number> | null;
}

/** YGOJSON rarity names -> printing rarities. */
const distributionRarities: Record<string, PrintingRarity> = {
  common: 'COMMON',
  shortprint: 'SHORT_PRINT',
  rare: 'RARE',
  super: 'SUPER_RARE',
  ultra: 'ULTRA_RARE',
  secret: 'SECRET_RARE',
  ultimate: 'ULTIMATE_RARE',
  gold: 'GOLD_RARE',
  goldsecret: 'GOLD_SECRET_RARE',
  goldghost: 'GHOST_GOLD_RARE',
  ghost: 'GHOST_RARE',
  platinum: 'PLATINUM_RARE',
  prismaticsecret: 'PRISMATIC_SECRET_RARE',
  ultrasecret: 'ULTRA_SECRET_RARE',
  starfoil: 'STARFOIL_RARE',
  shatterfoil: 'SHATTERFOIL_RARE',
  mosaic: 'MOSAIC_RARE',
  dtpc: 'DUEL_TERMINAL_NORMAL_PARALLEL_RARE',
  dtpsp: 'DUEL_TERMINAL_NORMAL_PARALLEL_RARE',
  dtrpr: 'DUEL_TERMINAL_RARE_PARALLEL_RARE',
  dtspr: 'DUEL_TERMINAL_SUPER_PARALLEL_RARE',
  dtupr: 'DUEL_TERMINAL_ULTRA_PARALLEL_RARE',
  // Duel Terminal secret parallels have no printing rarity of their own in the card data.
  dtscpr: 'SECRET_RARE',
};

type Raw = Record<string, unknown>;
const isObject = (value: unknown): value is Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Validates one line of `distributions.jsonl`; a malformed layout is reported and dropped whole. */
export function parseDistribution(
  line: string,
  at: SourceLocation,
  problems: ProblemList,
): Distribution | undefined {
  let raw: unknown;
  try {
    raw = JSON.parse(line);
  } catch (error) {
    problems.add(at, 'malformed pack layout', `not JSON: ${(error as Error).message}`);
    return undefined;
  }
  const before = problems.items.length;
  const bad = (field: string, message: string) =>
    problems.add({ ...at, field }, 'malformed pack layout', message);
  if (!isObject(raw)) {
    bad('', 'not an object');
    return undefined;
  }
  const name = typeof raw.name === 'string' ? raw.name.trim() : '';
  if (!name) bad('name', 'must be a non-empty string');
  const slots: PackSlot[] = [];
  if (!Array.isArray(raw.slots) || raw.slots.length === 0) bad('slots', 'must be a non-empty array');
  else
    raw.slots.forEach((slot, slotIndex) => {
      const where = `slots[${slotIndex}]`;
      if (!isObject(slot) || !Array.isArray(slot.rarity) || slot.rarity.length === 0) {
        bad(where, 'needs a non-empty rarity list');
        return;
      }
      const count = slot.qty === undefined ? 1 : slot.qty;
      if (typeof count !== 'number' || !Number.isInteger(count) || count < 1)
        bad(`${where}.qty`, 'must be a positive integer');
      const options: SlotOption[] = [];
      slot.rarity.forEach((option, optionIndex) => {
        const optionAt = `${where}.rarity[${optionIndex}]`;
        if (!isObject(option) || !Array.isArray(option.rarities) || option.rarities.length === 0) {
          bad(optionAt, 'needs a non-empty rarities list');
          return;
        }
        const rarities: PrintingRarity[] = [];
        for (const text of option.rarities) {
          const rarity = typeof text === 'string' ? distributionRarities[text.toLowerCase()] : undefined;
          if (rarity) rarities.push(rarity);
          else bad(`${optionAt}.rarities`, `unknown rarity "${String(text)}"`);
        }
        const chance = option.chance ?? null;
        if (chance !== null && (typeof chance !== 'number' || !(chance >= 1)))
          bad(`${optionAt}.chance`, 'must be a number of at least 1');
        options.push({ rarities, chance: chance as number | null });
      });
      slots.push({ count: count as number, proportionate: slot.proportionate === true, options });
    });
  let quotas: Record<string, number> | null = null;
  if (raw.quotas !== undefined) {
    if (
      isObject(raw.quotas) &&
      Object.values(raw.quotas).every((n) => typeof n === 'number' && Number.isInteger(n) && n >= 0)
    )
      quotas = raw.quotas as Record<string, number>;
    else bad('quotas', 'must map card kinds to counts');
  }
  if (problems.items.length > before) return undefined;
  return { name, slots, quotas };
}

/** A set's pack layout as the drafts service reads it. */
export interface PackLayout {
  /** RANDOM_PACK: packs drawn from slots; FIXED_LIST: a preconstructed deck; NONE: no packs known. */
  kind: 'RANDOM_PACK' | 'FIXED_LIST' | 'NONE';
  /** Name of the distribution used, if any. */
  distribution: string | null;
  /** True when the data was silent and the layout was taken from the latest core set that has one. */
  inferred: boolean;
  packsPerBox: number | null;
  cardsPerPack: number;
  slots: PackSlot[];
  quotas: Record<string, number> | null;
  /** For FIXED_LIST: every printing of the deck and how many copies it holds. */
  fixedList: Array<{ setCardId: string; quantity: number }>;
}

export function randomPackLayout(
  distribution: Distribution,
  packsPerBox: number | null,
  inferred: boolean,
): PackLayout {
  return {
    kind: 'RANDOM_PACK',
    distribution: distribution.name,
    inferred,
    packsPerBox,
    cardsPerPack: distribution.slots.reduce((sum, slot) => sum + slot.count, 0),
    slots: distribution.slots,
    quotas: distribution.quotas,
    fixedList: [],
  };
}

export function fixedListLayout(fixedList: PackLayout['fixedList']): PackLayout {
  return {
    kind: 'FIXED_LIST',
    distribution: 'preconstructed',
    inferred: false,
    packsPerBox: null,
    cardsPerPack: fixedList.reduce((sum, entry) => sum + entry.quantity, 0),
    slots: [],
    quotas: null,
    fixedList,
  };
}

export const noPackLayout: PackLayout = {
  kind: 'NONE',
  distribution: null,
  inferred: false,
  packsPerBox: null,
  cardsPerPack: 0,
  slots: [],
  quotas: null,
  fixedList: [],
};
