import { z } from 'zod';
import { loadEnv, type ServiceEnv } from '@progression/service-kit';

/** The service's name: its logs, metrics, database (`progression_<name>`) and event consumers carry it. */
export const serviceName = 'notifications';

/**
 * Events bring everything it tells, so no other service is called, but for one call: games rebuilds the
 * state a v1 game event (still in the stream, 14 days at most) lacks. It goes with the v1 upcasters.
 */
export const envShape = { GAMES_URL: z.url() };

export type Env = ServiceEnv<typeof envShape>;

/** Reads the environment once; every missing or invalid variable is reported together. */
export const readEnv = (): Env => loadEnv(serviceName, envShape);
