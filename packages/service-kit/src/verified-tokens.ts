import type { VerifiedToken } from './tokens';

/**
 * Tokens already verified, so a caller's next request skips the signature check. A token is the same
 * bytes, signature included, as the one verified, so the answer cannot differ until it expires; expiry
 * is checked on every hit (revocation is not: the caller checks it on every request). Bounded: past
 * `maxEntries` the oldest entry goes.
 */
export class VerifiedTokens {
  private readonly entries = new Map<string, VerifiedToken>();

  constructor(private readonly maxEntries = 10_000) {}

  /** The verified token, if remembered and not expired at `now` (epoch milliseconds). */
  get(token: string, now = Date.now()): VerifiedToken | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (now >= entry.expiresAt * 1000) {
      this.entries.delete(token);
      return undefined;
    }
    return entry;
  }

  /** Remembers a verified token until its `expiresAt`. */
  remember(token: string, verified: VerifiedToken): void {
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    // Shared by every request bearing the token: frozen so no handler changes it for the others.
    Object.freeze(verified.principal);
    this.entries.set(token, Object.freeze(verified));
  }

  get size(): number {
    return this.entries.size;
  }
}
