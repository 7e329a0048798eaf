import { adminTexts } from './admin';
import { cardsTexts } from './cards';
import { collectionTexts } from './collection';
import { decksTexts } from './decks';
import { draftsTexts } from './drafts';
import { gamesTexts } from './games';
import { platformTexts } from './platform';
import { shellTexts } from './shell';
import { uiTexts } from './ui';

/**
 * The texts of the screens, one module per area: headings, buttons, labels, hints and the names screen
 * readers announce. `messages` holds what services and screens share (refusals, flash messages, the
 * spec's catalogue); these are only ever shown by a frontend. A test (scripts/user-texts.test.ts) fails
 * when a frontend writes English into its JSX instead.
 *
 * Each frontend imports its area's module (`@progression/contracts/texts/games`, `.../texts/shell`), so a
 * page loads only the texts of the areas it shows; the contracts' browser entry leaves `texts` out. This
 * object gathers them in the package's index, for the tests and the tools.
 */
export const texts = {
  shell: shellTexts,
  games: gamesTexts,
  drafts: draftsTexts,
  collection: collectionTexts,
  decks: decksTexts,
  admin: adminTexts,
  ui: uiTexts,
  platform: platformTexts,
  cards: cardsTexts,
} as const;

export type Texts = typeof texts;
