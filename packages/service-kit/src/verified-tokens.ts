import type { Principal } from './auth';

interface Entry {
  principal: Principal;
  /** When the token expires, in epoch milliseconds. */
  expiresAt: number;
}

/**
 * Tokens already verified, so a caller's next request skips the signature check. A token is the same
 * bytes, signature included, as the one verified, so the answer cannot differ until it expires; expiry
 * is checked on every hit. Bounded: past `maxEntries` the oldest entry goes.
 */
export class VerifiedTokens {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly maxEntries = 10_000) {}

  /** The principal of a token verified before and not expired at `now`. */
  get(token: string, now = Date.now()): Principal | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (now >= entry.expiresAt) {
      this.entries.delete(token);
      return undefined;
    }
    return entry.principal;
  }

  /** Remembers a verified token until its `exp` (seconds, as in the claims). */
  remember(token: string, principal: Principal, exp: unknown): void {
    if (typeof exp !== 'number') return;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    // Shared by every request bearing the token: frozen so no handler changes it for the others.
    this.entries.set(token, { principal: Object.freeze(principal), expiresAt: exp * 1000 });
  }

  get size(): number {
    return this.entries.size;
  }
}
