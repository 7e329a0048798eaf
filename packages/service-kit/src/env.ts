import { createPrivateKey, createPublicKey } from 'node:crypto';
import { z } from 'zod';

/** Whether `text` parses as a P-256 key of the given kind. */
function isP256Key(text: string, kind: 'public' | 'private'): boolean {
  // A private key would parse as a public one too; it must never be handed where a public one goes.
  if (kind === 'public' && text.includes('PRIVATE KEY')) return false;
  try {
    const key = kind === 'public' ? createPublicKey(text) : createPrivateKey(text);
    return key.asymmetricKeyType === 'ec' && key.asymmetricKeyDetails?.namedCurve === 'prime256v1';
  } catch {
    return false;
  }
}

/** A PEM P-256 key; `\\n` escapes become line breaks, so a key fits on one line where a platform wants that. */
export const pemKey = (kind: 'public' | 'private') =>
  z
    .string()
    .transform((text) => text.replace(/\\n/g, '\n').trim())
    .refine((text) => isP256Key(text, kind), { error: `must be a PEM P-256 (ES256) ${kind} key` });

/** Environment every service reads. */
export const baseEnvShape = {
  /** Port the HTTP server listens on. */
  PORT: z.coerce.number().int().min(0).max(65535),
  /** Address the HTTP server listens on: all interfaces in a container, loopback on one machine. */
  HOST: z.string().min(1).default('0.0.0.0'),
  /** MongoDB server URL; the database `progression_<service>` is used unless the URL names one. */
  MONGO_URL: z.string().regex(/^mongodb(\+srv)?:\/\//, { error: 'must be a mongodb:// URL' }),
  /** NATS server URL(s), comma separated; needed only by a service that publishes or consumes events. */
  NATS_URL: z.string().min(1).optional(),
  /** Copies of the event stream in a NATS cluster (1 on a single server). */
  NATS_REPLICAS: z.coerce.number().int().min(1).max(5).default(1),
  /** PEM public key (P-256) that verifies the user tokens identity signs. */
  JWT_PUBLIC_KEY: pemKey('public'),
  /** Secret that signs and verifies service-to-service tokens (never accepted as a user). */
  SERVICE_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }),
  /** Identity's URL: the list of revoked tokens is read from it (every service refuses them too). */
  IDENTITY_URL: z.url().optional(),
  /** How often that list is read, in milliseconds. */
  REVOCATION_REFRESH_MS: z.coerce.number().int().positive().default(1000),
  /** Lifetime of the tokens identity signs (jsonwebtoken syntax, e.g. `7d`). */
  JWT_EXPIRES_IN: z.string().default('7d'),
  /** pino level. */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
};

export type BaseEnv = z.infer<z.ZodObject<typeof baseEnvShape>>;

/** The parsed environment plus the service's name and its Mongo database. */
export type ServiceEnv<Extra extends z.ZodRawShape = Record<never, never>> = BaseEnv & {
  [K in keyof Extra]: z.output<Extra[K]>;
} & { SERVICE_NAME: string; MONGO_DB: string };

/** Thrown when variables are missing or invalid; the message lists every one of them. */
export class EnvError extends Error {
  constructor(
    readonly serviceName: string,
    readonly problems: string[],
  ) {
    super(`${serviceName}: invalid environment:\n  ${problems.join('\n  ')}`);
    this.name = 'EnvError';
  }
}

/** The database named in a MongoDB URL's path, if any. */
export function databaseInUrl(url: string): string | undefined {
  const afterHosts = url.replace(/^mongodb(\+srv)?:\/\/[^/]*/, '');
  const name = afterHosts.replace(/^\//, '').split('?')[0];
  return name ? decodeURIComponent(name) : undefined;
}

/** Parses any environment shape, reporting every missing or invalid variable at once (`EnvError`). */
export function parseEnv<Shape extends z.ZodRawShape>(
  name: string,
  shape: Shape,
  source: NodeJS.ProcessEnv = process.env,
): { [K in keyof Shape]: z.output<Shape[K]> } {
  const parsed = z.object(shape).safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const variable = issue.path.map(String).join('.');
      return source[variable] === undefined ? `${variable} is missing` : `${variable} ${issue.message}`;
    });
    throw new EnvError(name, problems);
  }
  return parsed.data as { [K in keyof Shape]: z.output<Shape[K]> };
}

/**
 * Parses a service's environment once: the base fields plus the service's own (`extraShape`). Reports
 * every missing or invalid variable at once by throwing `EnvError`.
 */
export function loadEnv<Extra extends z.ZodRawShape = Record<never, never>>(
  serviceName: string,
  extraShape?: Extra,
  source: NodeJS.ProcessEnv = process.env,
): ServiceEnv<Extra> {
  const env = parseEnv(serviceName, { ...baseEnvShape, ...(extraShape ?? {}) }, source) as unknown as BaseEnv;
  return {
    ...env,
    SERVICE_NAME: serviceName,
    MONGO_DB: databaseInUrl(env.MONGO_URL) ?? `progression_${serviceName}`,
  } as ServiceEnv<Extra>;
}

/** The environment as a log line may show it: secrets and URL passwords hidden. */
export function describeEnv(env: Record<string, unknown>): Record<string, unknown> {
  const shown: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(env)) {
    if (/SECRET|PASSWORD|TOKEN|KEY/i.test(key)) shown[key] = '***';
    else if (typeof value === 'string') shown[key] = value.replace(/\/\/([^:/@]+):[^@/]+@/, '//$1:***@');
    else shown[key] = value;
  }
  return shown;
}
