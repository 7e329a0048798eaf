/**
 * The page around every screen: the browser tab's title names the page, its game when it has one, and
 * the product ("Collection · Spring League · Progression"); the skip link leads past the top bar and the
 * sidebar to the page itself.
 */
export const shellMessages = {
  productName: 'Progression',
  /** A game's own page (its overview, headed by its name) names the game once. */
  documentTitle: (page: string, game?: string) =>
    [page, game === page ? undefined : game, 'Progression'].filter((part) => !!part).join(' · '),
  skipToContent: 'Skip to content',
  /** The login page's two modes, in the tab's title. */
  logInTitle: 'Log in',
  registerTitle: 'Register',
} as const;
