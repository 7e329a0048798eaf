import { z } from 'zod';
import { loadEnv, type ServiceEnv } from '@progression/service-kit';

export const envShape = {
  /** Login and register attempts a client may make per minute (each replica counts its own). */
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().positive().default(30),
  /** Attempts a client may make in a burst before the per-minute rate applies. */
  AUTH_RATE_LIMIT_BURST: z.coerce.number().int().positive().default(10),
};

export type Env = ServiceEnv<typeof envShape>;

export const readEnv = (): Env => loadEnv('identity', envShape);
