import { z } from 'zod';
import { id, isoDate } from '../primitives';
import { card } from './card';
import { equivalentRarity, printingRarity } from './rarity';

/** Set types; BOOSTER is a core booster, PACK a side booster pack, DECK a structure or starter deck. */
export const cardSetTypes = ['BOOSTER', 'PACK', 'DECK', 'PROMO', 'MISC'] as const;
export const cardSetType = z.enum(cardSetTypes);
export type CardSetType = z.infer<typeof cardSetType>;

/** Names the interface shows for set types. */
export const cardSetTypeDisplayNames: Record<CardSetType, string> = {
  BOOSTER: 'Core',
  DECK: 'Structure Deck',
  PACK: 'Booster',
  PROMO: 'Promo',
  MISC: 'Misc',
};

/** Tabs of the card-set pickers and the set types each shows (Misc includes PROMO). */
export const cardSetPickerTabs: ReadonlyArray<{ label: string; types: readonly CardSetType[] }> = [
  { label: 'Booster', types: ['BOOSTER'] },
  { label: 'Pack', types: ['PACK'] },
  { label: 'Structure', types: ['DECK'] },
  { label: 'Misc', types: ['MISC', 'PROMO'] },
];

/** A card set (one product release). */
export const cardSet = z.object({
  id,
  type: cardSetType,
  releaseDate: isoDate,
  setCode: z.string(),
  setName: z.string(),
  setDescription: z.string(),
  imageUrl: z.string(),
  /**
   * How the card data describes the set's product (the catalog's set list sends it): NONE means its packs
   * are opened with the drafts' documented default layout.
   */
  packLayoutKind: z.enum(['RANDOM_PACK', 'FIXED_LIST', 'NONE']).optional(),
});
export type CardSet = z.infer<typeof cardSet>;

/** The identifying part of a set that drafts and previews carry. */
export const cardSetSummary = cardSet.pick({ id: true, setCode: true, setName: true });
export type CardSetSummary = z.infer<typeof cardSetSummary>;

/** One printing of a card in a set. */
export const setCard = z.object({
  id,
  setId: id,
  cardId: id,
  card,
  /** The printing's own rarity, e.g. STARLIGHT_RARE. */
  rarity: printingRarity,
  equivalentRarity,
  /** The rarity as the set's list names it, e.g. `Ultra Rare`. */
  rarityName: z.string(),
  /** The code printed on the card, e.g. `LOB-EN001`. */
  printingCode: z.string(),
  setName: z.string(),
});
export type SetCard = z.infer<typeof setCard>;
