import { join } from 'node:path';
import { z } from 'zod';
import { parseEnv } from '@progression/service-kit';
import { serviceNames, type ServiceName } from './routes';

// src/ and dist/ both sit one level below gateway/, which sits in the repository root.
const repositoryRoot = join(__dirname, '..', '..');

const serviceUrls = Object.fromEntries(
  serviceNames.map((service) => [`${service.toUpperCase()}_URL`, z.url().optional()]),
) as Record<`${Uppercase<ServiceName>}_URL`, z.ZodOptional<z.ZodURL>>;

export const envShape = {
  /** Port the gateway listens on. */
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** Secret the tokens are checked with (the same as identity's). */
  JWT_SECRET: z.string().min(16, { error: 'must be at least 16 characters' }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Largest request body forwarded, in bytes (413 beyond it). */
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_048_576),
  /** Answers (API and assets) smaller than this many bytes are sent uncompressed. */
  COMPRESS_MIN_BYTES: z.coerce.number().int().min(0).default(1024),
  /** Requests per minute and burst per client on /authentication/* (in memory, per gateway replica). */
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().positive().default(60),
  AUTH_RATE_LIMIT_BURST: z.coerce.number().int().positive().default(20),
  /** Trust X-Forwarded-For (set when an ingress or load balancer sits in front). */
  TRUST_PROXY: z.stringbool().default(false),
  /** The built shell. */
  SHELL_DIST: z.string().default(join(repositoryRoot, 'shell', 'dist')),
  /** The folder holding the microfrontends' folders (`mf-*` with their `dist/`). */
  MF_DIST_ROOT: z.string().default(repositoryRoot),
  /** A federation manifest file to serve instead of generating one (microfrontends deployed elsewhere). */
  FEDERATION_MANIFEST: z.string().optional(),
  /** Extra origins allowed for scripts, styles and connections (microfrontends served from other hosts). */
  CSP_EXTRA_SOURCES: z.string().default(''),
  ...serviceUrls,
};

export type GatewayEnv = { [K in keyof typeof envShape]: z.output<(typeof envShape)[K]> };

export const readEnv = (source: NodeJS.ProcessEnv = process.env): GatewayEnv =>
  parseEnv('gateway', envShape, source);

/** The configured base URL of each service. */
export function serviceUrlsOf(env: GatewayEnv): Partial<Record<ServiceName, string>> {
  const urls: Partial<Record<ServiceName, string>> = {};
  for (const service of serviceNames) {
    const url = env[`${service.toUpperCase() as Uppercase<ServiceName>}_URL`];
    if (url) urls[service] = url;
  }
  return urls;
}
