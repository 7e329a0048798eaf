import { z } from 'zod';
import { loadEnv, type ServiceEnv } from '@progression/service-kit';

/** The service's name: its logs, metrics, database (`progression_<name>`) and event consumers carry it. */
export const serviceName = 'drafts';

export const envShape = {
  /** Games: a game's players and plan (internal read). */
  GAMES_URL: z.url(),
  /** Modes: whether the caller may see a mode, for demo drafts. */
  MODES_URL: z.url(),
  /** Catalog: set cards and pack layouts. */
  CATALOG_URL: z.url(),
};

export type Env = ServiceEnv<typeof envShape>;

/** Reads the environment once; every missing or invalid variable is reported together. */
export const readEnv = (): Env => loadEnv(serviceName, envShape);
