/** Progression modes and their configuration. */
export const modesMessages = {
  duplicatePoolName: 'A pool with this name already exists on this mode',
  selectBaseBanlist: 'Select a base banlist',
  selectVersionSelectionBehaviour: 'Select a version selection behaviour',
  modeNotFound: 'Could not find mode',
  notModeOwner: 'Only the owner of this mode can change it',
  defaultModeName: 'New mode',
  unknownPool: (pool: string) => `There is no pool named ${pool} on this mode`,
  unknownSet: (id: string) => `Could not find set: ${id}`,
  weeksOutOfOrder: 'Weeks must be numbered 1, 2, 3 and so on without gaps',
  /** A save based on a version of the mode that another save has replaced since. */
  changedElsewhere: 'This mode was changed elsewhere; reload it',
  tooManyModes: (max: number) => `You cannot have more than ${max} modes`,
  tooManyWeeks: (max: number) => `A mode cannot have more than ${max} weeks`,
  tooManyPools: (max: number) => `A mode cannot have more than ${max} card pools`,
  tooManySetsInWeek: (max: number) => `A pool cannot hold more than ${max} sets in one week`,
  tooManySetsInMode: (max: number) => `A mode cannot name more than ${max} sets over all its weeks`,
  setIdTooLong: 'This is not a set id',
  tooManySteps: (max: number) => `A draft cannot have more than ${max} steps`,
  tooManyPacks: (max: number) => `A draft step cannot have more than ${max} packs`,
  tooManyShopRules: (max: number) => `A draft step cannot have more than ${max} shop limits`,
  shopLimitTooHigh: (max: number) => `A shop limit cannot be more than ${max} packs`,
} as const;
