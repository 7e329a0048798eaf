/** Set types of spec section 3: BOOSTER (Core), PACK (Booster), DECK (Structure Deck), PROMO, MISC. */
export const setTypes = ['BOOSTER', 'PACK', 'DECK', 'PROMO', 'MISC'] as const;
export type SetType = (typeof setTypes)[number];

/** What the pack-layout data says of a set's products: the distribution names, `preconstructed`, or null. */
export type ProductDistribution = string | null;

const promoDistributions = /promo|special edition|mcdonald|duel terminal reward|token pack/i;

/** The type the pack-layout data gives a set, or undefined when it is silent (no distribution known). */
export function setTypeFromDistributions(distributions: ProductDistribution[]): SetType | undefined {
  const known = distributions.filter((name): name is string => !!name);
  if (known.length === 0) return undefined;
  if (known.includes('preconstructed')) return 'DECK';
  if (known.some((name) => /core booster/i.test(name))) return 'BOOSTER';
  if (known.every((name) => promoDistributions.test(name))) return 'PROMO';
  return 'PACK';
}

const deckKeywords =
  /structure deck|starter deck|starter set|\bdeck\b|\bdecks\b|speed duel: .*box|egyptian god|deck:/i;
const promoKeywords =
  /promo|prize|participation|championship|sneak peek|premiere|special edition|\btins?\b|tin\b|collector'?s? box|gift|magazine|shonen jump|\bbook\b|manga|movie|video game|game bundle|duelist league|astral pack|ots tournament|tournament pack|champion pack|turbo pack|starter kit|advent calendar|demo|bonus|exclusive/i;
const packKeywords =
  /\bpacks?\b|duelist|collection|legend|gold|hidden arsenal|battles? of|mega|premium|rarity|maximum|power-up|battle pack|retro|star pack|dimension|chaos|booster|secret|rivals|mysterion|toon|history|brothers|wing raiders|fusion enforcers|invasion|spirit warriors|crossed souls|destiny soldiers|hidden summoners|dark saviors|secret slayers|legendary|king'?s court|art|ghosts from the past|dragons of legend|photon|shining victories|memories|valiant|warriors'?/i;

/** Keywords of set names, for sets the pack-layout data is silent about. Big unnamed sets are core sets. */
export function setTypeFromName(setName: string, numOfCards: number): SetType {
  if (deckKeywords.test(setName)) return 'DECK';
  // Tins hold promos, but their "Mega Pack" is a booster pack of its own.
  if (/mega[- ]pack/i.test(setName)) return 'PACK';
  if (/duel terminal/i.test(setName)) return 'PROMO';
  // Boxed products and Speed Duel boxes mix decks, packs and extras.
  if (/\bbox\b|speed duel|ultimate .* set/i.test(setName)) return 'MISC';
  if (promoKeywords.test(setName)) return 'PROMO';
  if (packKeywords.test(setName)) return 'PACK';
  // Core boosters are the large sets with a plain name ("Phantom Nightmare", "Rage of the Abyss").
  if (numOfCards >= 60) return 'BOOSTER';
  return 'MISC';
}

/** The set's type: from its products' distributions, else from its name. */
export function classifySet(
  setName: string,
  numOfCards: number,
  distributions: ProductDistribution[],
): SetType {
  return setTypeFromDistributions(distributions) ?? setTypeFromName(setName, numOfCards);
}
