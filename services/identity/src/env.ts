import { z } from 'zod';
import { loadEnv, pemKey, type ServiceEnv } from '@progression/service-kit';

/** The service's name: its logs, metrics, database (`progression_identity`) and events carry it. */
export const serviceName = 'identity';

export const envShape = {
  /** PEM private key (P-256) that signs user tokens; only identity holds it. */
  JWT_PRIVATE_KEY: pemKey('private'),
  /** Login and password-change attempts per account per minute (each replica counts its own). */
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().positive().default(30),
  /** Attempts an account may take in a burst before the per-minute rate applies. */
  AUTH_RATE_LIMIT_BURST: z.coerce.number().int().positive().default(10),
};

export type Env = ServiceEnv<typeof envShape>;

/** Reads the environment once; every missing or invalid variable is reported together. */
export const readEnv = (): Env => loadEnv(serviceName, envShape);
