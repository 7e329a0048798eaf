import { join } from 'node:path';
import { z } from 'zod';
import { parseEnv, pemKey } from '@progression/service-kit';
import { serviceNames, type ServiceName } from './routes';

// src/ and dist/ both sit one level below gateway/, which sits in the repository root.
const repositoryRoot = join(__dirname, '..', '..');

const serviceUrls = Object.fromEntries(
  serviceNames.map((service) => [`${service.toUpperCase()}_URL`, z.url().optional()]),
) as Record<`${Uppercase<ServiceName>}_URL`, z.ZodOptional<z.ZodURL>>;

export const envShape = {
  /** Port the gateway listens on: the only public one. */
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** Address of the public port (all interfaces by default). */
  HOST: z.string().min(1).default('0.0.0.0'),
  /** Port of `/metrics` and the detailed `/healthz`, for probes and scrapers only; never published. */
  INTERNAL_PORT: z.coerce.number().int().min(0).max(65535).default(9090),
  /** Address of the internal port: all interfaces in a container (the pod network), loopback on one machine. */
  INTERNAL_HOST: z.string().min(1).default('0.0.0.0'),
  /** Identity's public key: user tokens are checked with it (the gateway cannot sign any). */
  JWT_PUBLIC_KEY: pemKey('public'),
  /** Signs the gateway's own calls to identity (the revocation list). */
  SERVICE_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }),
  /** How often the list of revoked tokens is read from identity, in milliseconds. */
  REVOCATION_REFRESH_MS: z.coerce.number().int().positive().default(1000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Largest request body forwarded, in bytes (413 beyond it). */
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_048_576),
  /** Answers (API and assets) smaller than this many bytes are sent uncompressed. */
  COMPRESS_MIN_BYTES: z.coerce.number().int().min(0).default(1024),
  /**
   * Requests per minute and burst per client address on /authentication/* but verify (in memory, per
   * gateway replica). Generous: a whole league may sit behind one address (docs/decisions.md).
   */
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().positive().default(200),
  AUTH_RATE_LIMIT_BURST: z.coerce.number().int().positive().default(200),
  /** Trust the last hop of X-Forwarded-For (set when exactly one ingress or load balancer sits in front). */
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
