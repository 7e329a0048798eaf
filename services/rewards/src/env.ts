import { z } from 'zod';
import { loadEnv, type ServiceEnv } from '@progression/service-kit';

/** The service's name: its logs, metrics, database (`progression_<name>`) and event consumers carry it. */
export const serviceName = 'rewards';

export const envShape = {
  /** The games service: players, their admin role, the started weeks and the game's plan (the pools). */
  GAMES_URL: z.url(),
  /** The catalog: the cards of each set with their rarities, and card search for the claim filters. */
  CATALOG_URL: z.url(),
};

export type Env = ServiceEnv<typeof envShape>;

/** Reads the environment once; every missing or invalid variable is reported together. */
export const readEnv = (): Env => loadEnv(serviceName, envShape);
