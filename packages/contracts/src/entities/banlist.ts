import { z } from 'zod';
import { id, isoDate } from '../primitives';

/** How far a card is restricted. */
export const banTypes = ['FORBIDDEN', 'MAX_ONE', 'MAX_TWO'] as const;
export const banType = z.enum(banTypes);
export type BanType = z.infer<typeof banType>;

/** Copies a deck may hold of a card under each ban type. */
export const banLimits: Record<BanType, number> = { FORBIDDEN: 0, MAX_ONE: 1, MAX_TWO: 2 };

/** Headings of the banlist overview per ban type. */
export const banTypeGroupNames: Record<BanType, string> = {
  FORBIDDEN: 'Forbidden',
  MAX_ONE: 'Limited',
  MAX_TWO: 'Semi-limited',
};

/** Ban type of a copy limit (0, 1, 2); undefined means unlimited. */
export function banTypeOfLimit(limit: number): BanType | undefined {
  return banTypes.find((type) => banLimits[type] === limit);
}

/** Formats the system keeps banlists for. */
export const banlistFormats = [
  'DUEL_LINKS',
  'MASTER_DUEL',
  'TCG',
  'OCG',
  'WORLD_CHAMPIONSHIP',
  'GOAT',
  'EDISON',
] as const;
export const banlistFormat = z.enum(banlistFormats);
export type BanlistFormat = z.infer<typeof banlistFormat>;

export const banlistEntry = z.object({ cardId: id, banType });
export type BanlistEntry = z.infer<typeof banlistEntry>;

/** One version of a list, in force from `activeFrom` until the next version. */
export const banlistVersion = z.object({ activeFrom: isoDate, entries: z.array(banlistEntry) });
export type BanlistVersion = z.infer<typeof banlistVersion>;

/** A format's banlist with every version it has had. */
export const banlist = z.object({
  format: banlistFormat,
  createdAt: isoDate,
  versions: z.array(banlistVersion),
});
export type Banlist = z.infer<typeof banlist>;
