/** Banlists. */
export const banlistsMessages = {
  noActiveBanlist: 'There is no active banlist for this week',
  forbidden: 'Forbidden',
  limited: 'Limited',
  semiLimited: 'Semi-limited',
} as const;
