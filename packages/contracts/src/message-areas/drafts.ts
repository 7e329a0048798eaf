/** Pack drafts, the shop, pack claims and wildcard claims. */
export const draftsMessages = {
  draftCreated: 'Draft created and assigned to all players',
  mustSelectPacks: (n: number) => `You must select ${n} packs`,
  mustSelectPack: 'You must select a pack',
  selectedTooManyPacks: (n: number) => `You've selected more than ${n} packs`,
  maxPacksOfType: (max: number, type: string) => `You cannot select more than ${max} ${type} packs`,
  maxPacksOfSet: (max: number, setName: string) => `You cannot select more than ${max} packs of ${setName}`,
  maxPacksOfTypeInfo: (max: number, type: string) =>
    `You cannot select more than ${max} of any one ${type} pack`,
  maxPacksOfAnySetInfo: (max: number) => `You cannot select more than ${max} packs of any one set`,
  wildcardTooManyCards:
    "You've already selected 2 cards, you can clear your current selections by clicking 'Clear Selections'",
  wildcardSelectCards: 'Select 1 card (three copies) or 2 different cards',
  /** The wildcard's selection so far: "1 selected: 3 copies", "2 selected: 1 copy each". */
  wildcardSelection: (cards: number, copies: number) =>
    cards === 0
      ? 'No cards selected'
      : `${cards} selected: ${copies} ${copies === 1 ? 'copy' : 'copies'}${cards > 1 ? ' each' : ''}`,
  packPreview: (n: number) => `You will get ${n} packs containing:`,
  youHaveReceived: 'You have received',
  stageNotFound: 'Could not find draft stage',
  stageAlreadyFilled: 'This stage has already been started',
  previousStageIncomplete: 'Complete the previous stage first',
  draftPackNotFound: 'Could not find draft pack',
  // A custom draft or shop selection naming a set that cannot be drafted.
  selectionNotInCatalog: (setId: string) =>
    `The selection is not valid: there is no set with the id ${setId} in the catalog`,
  selectionWithoutCards: (setName: string) => `The selection is not valid: ${setName} has no cards to open`,
  selectionNotOffered: (setId: string) =>
    `The selection is not valid: the set with the id ${setId} is not offered in this stage`,
} as const;
