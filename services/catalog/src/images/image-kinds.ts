/** The image kinds served, each with the file names it accepts and its path at the source. */
export const imageKinds = {
  cards: { pattern: /^\d{1,12}$/ },
  cards_small: { pattern: /^\d{1,12}$/ },
  sets: { pattern: /^[A-Za-z0-9][A-Za-z0-9_-]{0,31}$/ },
} as const;
export type ImageKind = keyof typeof imageKinds;

export const isImageKind = (value: string): value is ImageKind => Object.hasOwn(imageKinds, value);

/** The key of an image (`cards/1234.jpg`) when the request names one we serve, else undefined. */
export function imageKey(kind: string, file: string): { kind: ImageKind; name: string } | undefined {
  if (!isImageKind(kind)) return undefined;
  const match = /^(.+)\.jpg$/.exec(file);
  if (!match || !imageKinds[kind].pattern.test(match[1])) return undefined;
  return { kind, name: match[1] };
}

/** Where the app serves a card's and a set's images (the routes of images/router.ts). */
export const imagePaths = {
  card: (passcode: string) => `/card-images/cards/${passcode}.jpg`,
  smallCard: (passcode: string) => `/card-images/cards_small/${passcode}.jpg`,
  set: (setCode: string) => `/card-images/sets/${encodeURIComponent(setCode)}.jpg`,
};
