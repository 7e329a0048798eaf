import { z } from 'zod';
import { loadEnv, type ServiceEnv } from '@progression/service-kit';

/** The service's name: its logs, metrics, database (`progression_<name>`) and event consumers carry it. */
export const serviceName = 'matches';

/**
 * Players and weeks arrive as events; games is asked only for a game's active week when a result is
 * reported, as the closed-week rule must read the truth rather than the copy events keep.
 */
export const envShape = { GAMES_URL: z.url() };

export type Env = ServiceEnv<typeof envShape>;

/** Reads the environment once; every missing or invalid variable is reported together. */
export const readEnv = (): Env => loadEnv(serviceName, envShape);
