import { z } from 'zod';
import { loadEnv, type ServiceEnv } from '@progression/service-kit';

/** The service's name: its logs, metrics, database (`progression_<name>`) and event consumers carry it. */
export const serviceName = 'decks';

export const envShape = {
  /** The games service: who plays in a game, who administers it, and the active week's banlist. */
  GAMES_URL: z.url(),
  /** The catalog: each card's name and type (its zone), and the banlist versions. */
  CATALOG_URL: z.url(),
};

export type Env = ServiceEnv<typeof envShape>;

/** Reads the environment once; every missing or invalid variable is reported together. */
export const readEnv = (): Env => loadEnv(serviceName, envShape);
