import { z } from 'zod';
import { loadEnv, type ServiceEnv } from '@progression/service-kit';

export const envShape = {
  /** The catalog, asked whether the sets a mode names exist (and for their details). */
  CATALOG_URL: z.url(),
};

export type Env = ServiceEnv<typeof envShape>;

export const readEnv = (): Env => loadEnv('modes', envShape);
