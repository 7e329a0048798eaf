import type { CardImageSize } from '@progression/contracts';

/** The card picture size of a collection tile: fixed, so every row of the virtual grid has one height. */
export const tilePictureSize: CardImageSize = 'small';
