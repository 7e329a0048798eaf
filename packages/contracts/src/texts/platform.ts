/** The texts of the views every area shares (packages/platform): loading, failures and an area's 404. */
export const platformTexts = {
  loading: (what: string) => `Loading ${what}`,
  thePage: 'the page',
  tryAgain: 'Try again',
  couldNotBeLoaded: (what: string) => `${what[0].toUpperCase()}${what.slice(1)} could not be loaded.`,
  thisPageCouldNotBeShown: 'This page could not be shown.',
  pageNotFound: 'Page not found',
  nothingAtThisAddress: 'There is nothing at this address',
  goToMyGames: 'Go to my games',
  itMayHaveMoved: 'It may have moved, or the link may be mistyped.',
} as const;
