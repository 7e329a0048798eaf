import { z } from 'zod';
import { loadEnv, type ServiceEnv } from '@progression/service-kit';

/** The catalog's own environment, beyond what every service reads. */
export const catalogEnvShape = {
  /** Card data folder in the `../shared/carddata` layout; default: that folder beside the checkout, when present. */
  CARD_DATA_DIR: z.string().optional(),
  /** Base URL of the YGOPRODeck API v7 (live source of sets and cards). */
  YGOPRODECK_API_URL: z.url().default('https://db.ygoprodeck.com/api/v7'),
  /** Base URL of the card and set images (`<base>/cards/<passcode>.jpg`, `/cards_small/`, `/sets/`). */
  IMAGE_SOURCE_URL: z.url().default('https://images.ygoprodeck.com/images'),
  /**
   * Where the service keeps its data: images under `<DATA_DIR>/images` unless IMAGE_CACHE_DIR says otherwise,
   * and the view cache (a copy of the rows of the catalog served, for a quick start) under `catalog-view`.
   */
  DATA_DIR: z.string().default('.data'),
  /** Folder of the card image cache. */
  IMAGE_CACHE_DIR: z.string().optional(),
  /** `false` skips the automatic import into an empty database at start-up. */
  CATALOG_AUTO_IMPORT: z.enum(['true', 'false']).default('true'),
};

export type Env = ServiceEnv<typeof catalogEnvShape>;

export const readEnv = (source: NodeJS.ProcessEnv = process.env): Env =>
  loadEnv('catalog', catalogEnvShape, source);
