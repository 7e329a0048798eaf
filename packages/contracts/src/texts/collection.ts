/** The texts of the collection area, exactly as screens show them. */
export const collectionTexts = {
  loadingYourCollection: 'Loading your collection',
  tryAgain: 'Try again',
  loadingMoreCards: 'Loading more cards',
} as const;
