import { cardGridSizes, type CardGridSize } from '@progression/contracts/constants';
import { createStoredState } from './state';
import { storageKeys } from './storage';

const isCardGridSize = (stored: string | null): stored is CardGridSize =>
  (cardGridSizes as readonly (string | null)[]).includes(stored);

/** The size of the cards in card grids, chosen by the player and remembered on this device. */
export const cardSize = createStoredState<CardGridSize>(
  storageKeys.cardSize,
  (stored) => (isCardGridSize(stored) ? stored : 'small'),
  (size) => size,
);
