import { z } from 'zod';
import { userQuotas } from '@progression/contracts';
import { loadEnv, type ServiceEnv } from '@progression/service-kit';

export const envShape = {
  /** The catalog, asked whether the sets a mode names exist (and for their details). */
  CATALOG_URL: z.url(),
  /** Modes one user may have; past it, creating one answers 409. */
  MODES_PER_USER: z.coerce.number().int().positive().default(userQuotas.modes),
};

export type Env = ServiceEnv<typeof envShape>;

export const readEnv = (): Env => loadEnv('modes', envShape);
