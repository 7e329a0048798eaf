import { cardNameFontSteps } from '@progression/contracts';

/** Relative font size of a drawn card name, by how many of the length steps (20, 25, 30) it exceeds. */
const nameFontScales = [1, 0.88, 0.76, 0.64] as const;

/** How many of the spec's name length steps a card name is longer than (0 to 3). */
export function nameFontStep(name: string): number {
  return cardNameFontSteps.filter((length) => name.length > length).length;
}

/** The font scale a drawn card name uses: smaller past 20, 25 and 30 characters. */
export function nameFontScale(name: string): number {
  return nameFontScales[nameFontStep(name)];
}
