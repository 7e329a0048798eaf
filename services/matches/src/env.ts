import { loadEnv, type ServiceEnv } from '@progression/service-kit';

/** The service's name: its logs, metrics, database (`progression_<name>`) and event consumers carry it. */
export const serviceName = 'matches';

/** Nothing beyond the kit's: players and weeks arrive as events, so no other service is called. */
export const envShape = {};

export type Env = ServiceEnv<typeof envShape>;

/** Reads the environment once; every missing or invalid variable is reported together. */
export const readEnv = (): Env => loadEnv(serviceName, envShape);
