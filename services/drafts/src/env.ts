import { z } from 'zod';
import { loadEnv, type ServiceEnv } from '@progression/service-kit';

/** The service's name: its logs, metrics, database (`progression_<name>`) and event consumers carry it. */
export const serviceName = 'drafts';

export const envShape = {
  /** The games service, asked whether the caller plays in a game before they write a note on it. */
  GAMES_URL: z.url(),
};

export type Env = ServiceEnv<typeof envShape>;

/** Reads the environment once; every missing or invalid variable is reported together. */
export const readEnv = (): Env => loadEnv(serviceName, envShape);
