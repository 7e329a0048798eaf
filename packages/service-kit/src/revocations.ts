import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import {
  identityCalls,
  revocationsAnnounced,
  revocationsResponse,
  type RevocationsResponse,
} from '@progression/contracts';
import { callClient, type CallClient } from './calls/client';
import type { Logger } from './logger';
import { isServicePrincipal, type VerifiedToken } from './tokens';

export interface RevocationListOptions {
  /** Identity's base URL. */
  identityUrl: string;
  /** Who asks (the service token's subject): `gateway`, `games`... */
  serviceName: string;
  serviceSecret: string;
  logger: Logger;
  /** How often identity is asked for what changed. */
  refreshMs: number;
}

// Asked again from a little before the last answer, so a revocation written while that answer was being
// read is not missed.
const OVERLAP_MS = 5000;

/**
 * How often a list that follows identity's announcements still asks: each revocation arrives announced as
 * it is written; the read only makes up for one announced while the connection was away.
 */
export const FOLLOWED_REFRESH_MS = 30_000;

/**
 * The user tokens revoked (logout) or cut off (password change), read from identity every `refreshMs`
 * and kept in memory, so a token check costs two map lookups. The gateway and every service but identity
 * (which asks its own store) keep one. A service connected to NATS also follows identity's announcements
 * (`follow`), which bring each revocation at once, and asks only every `FOLLOWED_REFRESH_MS`. When
 * identity cannot be reached the last list stays in force and the failure is logged once.
 */
export class RevocationList {
  private readonly tokens = new Map<string, number>();
  private readonly users = new Map<string, { notBefore: number; expiresAt: number }>();
  private since = 0;
  private timer: NodeJS.Timeout | undefined;
  private failing = false;
  private subscription: Subscription | undefined;
  /** Subscribed and connected: announcements arrive, so reads can be rare. */
  private following = false;
  private running = false;
  private reading = false;
  /** The connection came back during a read, which may have begun before what was lost: read again. */
  private readAgain = false;

  private readonly identity: CallClient<typeof identityCalls>;

  constructor(private readonly options: RevocationListOptions) {
    this.identity = callClient(identityCalls, {
      baseUrl: options.identityUrl,
      serviceName: options.serviceName,
      secret: options.serviceSecret,
      timeoutMs: 5000,
    });
  }

  /** Whether a verified user token was revoked or issued before its user's cut-off (a bound function). */
  readonly isRevoked = (token: VerifiedToken): boolean => {
    if (isServicePrincipal(token.principal)) return false;
    if (token.tokenId !== undefined && this.tokens.has(token.tokenId)) return true;
    const cutoff = this.users.get(token.principal.id);
    return cutoff !== undefined && (token.issuedAt ?? 0) < cutoff.notBefore;
  };

  /** Reads what changed since the last read; resolves false when identity did not answer. */
  async refresh(): Promise<boolean> {
    try {
      this.apply(await this.identity.revocations({ query: { since: Math.max(0, this.since - OVERLAP_MS) } }));
      if (this.failing) this.options.logger.info('revocation list read again');
      this.failing = false;
      return true;
    } catch (error) {
      if (!this.failing) this.options.logger.warn({ err: error }, 'cannot read the revocation list');
      this.failing = true;
      return false;
    }
  }

  /**
   * Takes identity's announcements in as they come, and asks identity only every `FOLLOWED_REFRESH_MS`
   * while connected. While the connection is away (announcements are lost), it asks every `refreshMs`
   * again, and reads at once when the connection comes back.
   */
  follow(connection: NatsConnection): void {
    this.subscription = connection.subscribe(revocationsAnnounced, {
      callback: (error, message) => {
        if (error) return;
        let body: unknown;
        try {
          body = message.json();
        } catch {
          body = undefined;
        }
        const announced = revocationsResponse.safeParse(body);
        if (announced.success) this.apply(announced.data, Date.now() / 1000, { readFrom: false });
        else this.options.logger.warn({ issues: announced.error.issues }, 'ignored a malformed revocation');
      },
    });
    this.following = true;
    void (async () => {
      for await (const status of connection.status()) {
        if (status.type === 'disconnect') {
          this.following = false;
          this.readIn(this.options.refreshMs);
        }
        if (status.type === 'reconnect') {
          this.following = true;
          this.readIn(0);
        }
      }
    })();
  }

  /**
   * Takes an answer in and forgets what has expired. An announcement does not move where the next read
   * starts (`readFrom: false`): a revocation announced while another was lost must still be read.
   */
  apply(update: RevocationsResponse, nowSeconds = Date.now() / 1000, { readFrom = true } = {}): void {
    for (const { tokenId, expiresAt } of update.tokens) this.tokens.set(tokenId, expiresAt);
    for (const { userId, notBefore, expiresAt } of update.users) {
      const known = this.users.get(userId);
      if (!known || notBefore > known.notBefore) this.users.set(userId, { notBefore, expiresAt });
    }
    for (const [tokenId, expiresAt] of this.tokens) if (expiresAt <= nowSeconds) this.tokens.delete(tokenId);
    for (const [userId, cutoff] of this.users) if (cutoff.expiresAt <= nowSeconds) this.users.delete(userId);
    if (readFrom) this.since = Math.max(this.since, update.asOf);
  }

  /**
   * Reads the list now, then every `refreshMs` (one read at a time); every `FOLLOWED_REFRESH_MS` once a
   * read succeeded while following, so a list that missed its first read fills soon.
   */
  start(): void {
    this.running = true;
    this.readIn(0);
  }

  stop(): void {
    this.running = false;
    clearTimeout(this.timer);
    this.timer = undefined;
    this.subscription?.unsubscribe();
  }

  /** The next read, in `ms` (replacing the one planned); a read under way plans its own next one. */
  private readIn(ms: number): void {
    if (!this.running) return;
    if (this.reading) {
      if (ms === 0) this.readAgain = true;
      return;
    }
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.readAndPlan(), ms).unref();
  }

  private async readAndPlan(): Promise<void> {
    this.reading = true;
    this.readAgain = false;
    const read = await this.refresh();
    this.reading = false;
    if (this.readAgain) return this.readIn(0);
    const followedMs = Math.max(this.options.refreshMs, FOLLOWED_REFRESH_MS);
    this.readIn(read && this.following ? followedMs : this.options.refreshMs);
  }
}

/** Identity's announcement of revocations it just wrote, to every list that follows them. */
export function announceRevocations(connection: NatsConnection, update: RevocationsResponse): void {
  connection.publish(revocationsAnnounced, JSON.stringify(update));
}

/**
 * A service's revocation list, read from `IDENTITY_URL` every `REVOCATION_REFRESH_MS` and started; none
 * (with a warning) when the environment names no identity.
 */
export function startRevocationList(
  env: { SERVICE_NAME: string; SERVICE_SECRET: string; IDENTITY_URL?: string; REVOCATION_REFRESH_MS: number },
  logger: Logger,
): RevocationList | undefined {
  if (!env.IDENTITY_URL) {
    logger.warn('IDENTITY_URL is not set: tokens revoked at logout are not refused by this service');
    return undefined;
  }
  const list = new RevocationList({
    identityUrl: env.IDENTITY_URL,
    serviceName: env.SERVICE_NAME,
    serviceSecret: env.SERVICE_SECRET,
    logger,
    refreshMs: env.REVOCATION_REFRESH_MS,
  });
  list.start();
  return list;
}
