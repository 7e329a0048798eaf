import { z } from 'zod';
import { userQuotas } from '@progression/contracts';
import { loadEnv, type ServiceEnv } from '@progression/service-kit';

export const envShape = {
  /** The modes service: a game copies the plan of the mode it is created from. */
  MODES_URL: z.url(),
  /** The catalog: the base banlist's versions, to fix each week's version. */
  CATALOG_URL: z.url(),
  /** Games one user may create; past it, creating one answers 409. */
  GAMES_CREATED_PER_USER: z.coerce.number().int().positive().default(userQuotas.gamesCreated),
  /** The matches service, asked for unplayed matches by GET /{id}/advice; without it there are no issues. */
  MATCHES_URL: z.url().optional(),
  /**
   * How often each replica looks for scheduled week starts and reminders that are due (milliseconds). A
   * start happens at most this long after its time; tests and the browser test poll faster.
   */
  SCHEDULE_POLL_MS: z.coerce.number().int().min(100).default(10_000),
  /** Invite-code checks and joins a user may make per minute (each replica counts its own). */
  INVITE_RATE_LIMIT_PER_MINUTE: z.coerce.number().positive().default(20),
  /** Checks a user may make in a burst before the per-minute rate applies. */
  INVITE_RATE_LIMIT_BURST: z.coerce.number().int().positive().default(10),
};

export type Env = ServiceEnv<typeof envShape>;

export const readEnv = (): Env => loadEnv('games', envShape);
