/** Percent of decided matches won, one decimal ("0.0" with none decided). */
export const winrate = (wins: number, losses: number): string =>
  (wins + losses === 0 ? 0 : (wins / (wins + losses)) * 100).toFixed(1);
