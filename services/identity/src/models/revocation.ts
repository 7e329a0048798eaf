import mongoose from 'mongoose';
import type { RevocationsResponse } from '@progression/contracts';
import type { VerifiedToken } from '@progression/service-kit';

/**
 * Revocations of user tokens, in two collections: a token ended by its logout (by `jti`, until it would
 * have expired), and a user's cut-off set by a password change (no token issued before `notBefore`).
 * Each record goes (TTL) once no token it names can still be alive.
 */
const revokedTokenSchema = new mongoose.Schema(
  {
    /** The token's `jti`. */
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    expiresAt: { type: Date, required: true },
  },
  { timestamps: true },
);
revokedTokenSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });
revokedTokenSchema.index({ updatedAt: 1 });

const tokenCutoffSchema = new mongoose.Schema(
  {
    /** The user's id; one cut-off per user, the latest wins. */
    _id: { type: String, required: true },
    /** Epoch seconds: tokens with an earlier `iat` are refused. */
    notBefore: { type: Number, required: true },
    expiresAt: { type: Date, required: true },
  },
  { timestamps: true },
);
tokenCutoffSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });
tokenCutoffSchema.index({ updatedAt: 1 });

export const RevokedToken = mongoose.model('RevokedToken', revokedTokenSchema, 'revoked_tokens');
export const TokenCutoff = mongoose.model('TokenCutoff', tokenCutoffSchema, 'token_cutoffs');

const secondsOf = (date: Date) => Math.floor(date.getTime() / 1000);

/** Ends one token (logout); ending it twice is the same as once. Answers the revocation to announce. */
export async function revokeToken(
  userId: string,
  tokenId: string,
  expiresAt: number,
): Promise<RevocationsResponse> {
  await RevokedToken.updateOne(
    { _id: tokenId },
    { $set: { userId, expiresAt: new Date(expiresAt * 1000) } },
    { upsert: true },
  );
  return { asOf: Date.now(), tokens: [{ tokenId, expiresAt }], users: [] };
}

/**
 * Ends every token of a user issued before `notBefore` (password change), keeping the later cut-off.
 * Answers the revocation to announce (a list keeps the later of two cut-offs too).
 */
export async function cutOffTokens(
  userId: string,
  notBefore: number,
  expiresAt: number,
): Promise<RevocationsResponse> {
  await TokenCutoff.updateOne(
    { _id: userId },
    { $max: { notBefore }, $set: { expiresAt: new Date(expiresAt * 1000) } },
    { upsert: true },
  );
  return { asOf: Date.now(), tokens: [], users: [{ userId, notBefore, expiresAt }] };
}

/** The user's cut-off in epoch seconds, if they changed their password within a token's lifetime. */
export async function cutoffOf(userId: string): Promise<number | undefined> {
  const cutoff = await TokenCutoff.findById(userId).lean();
  return cutoff && cutoff.expiresAt.getTime() > Date.now() ? cutoff.notBefore : undefined;
}

/** Whether a verified user token was logged out or issued before its user's cut-off. */
export async function isRevoked(token: VerifiedToken): Promise<boolean> {
  if (!('id' in token.principal)) return false;
  if (token.tokenId !== undefined && (await RevokedToken.exists({ _id: token.tokenId }))) return true;
  const cutoff = await cutoffOf(token.principal.id);
  return cutoff !== undefined && (token.issuedAt ?? 0) < cutoff;
}

/** Every revocation still in force written at or after `since` (epoch milliseconds). */
export async function revocationsSince(since: number): Promise<RevocationsResponse> {
  const asOf = Date.now();
  const changed = { updatedAt: { $gte: new Date(since) }, expiresAt: { $gt: new Date(asOf) } };
  const [tokens, cutoffs] = await Promise.all([
    RevokedToken.find(changed).lean(),
    TokenCutoff.find(changed).lean(),
  ]);
  return {
    asOf,
    tokens: tokens.map((token) => ({ tokenId: token._id, expiresAt: secondsOf(token.expiresAt) })),
    users: cutoffs.map((cutoff) => ({
      userId: cutoff._id,
      notBefore: cutoff.notBefore,
      expiresAt: secondsOf(cutoff.expiresAt),
    })),
  };
}
