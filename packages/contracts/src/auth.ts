import { z } from 'zod';
import { limits } from './constants';
import { messages } from './messages';
import { id, queryList } from './primitives';

const text = messages.auth;

/** A string field whose absence (missing, not a string, or empty) reports `required`. */
const requiredString = (required: string) =>
  z.string({ error: required }).min(1, { error: required, abort: true });

/**
 * An address as mail systems take it: a dot-atom local part (RFC 5322: no blanks, no empty parts), one @,
 * and a domain of two or more labels of letters, digits and inner dashes, ending in letters.
 */
const emailAddress =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]+$/;

/** The password rules of registration, also those of a password change. */
const passwordRule = () =>
  requiredString(text.passwordRequired)
    .min(limits.password.min, { error: text.passwordTooShort, abort: true })
    .max(limits.password.max, { error: text.passwordTooLong, abort: true });

/** Registration rules of spec section 5; each field reports the first rule it breaks. */
export const registerPayload = z.object({
  username: requiredString(text.required)
    .min(limits.username.min, { error: text.usernameTooShort, abort: true })
    .max(limits.username.max, { error: text.usernameTooLong, abort: true })
    // Letters and digits are ordinary characters; of the special ones only . _ - are allowed.
    .regex(/^[A-Za-z0-9._-]+$/, { error: text.usernameSpecialCharacters, abort: true }),
  email: requiredString(text.required)
    .min(limits.email.min, { error: text.emailTooShort, abort: true })
    .max(limits.email.max, { error: text.emailTooLong, abort: true })
    .regex(emailAddress, { error: text.emailInvalid, abort: true }),
  password: passwordRule(),
});
export type RegisterPayload = z.infer<typeof registerPayload>;

/**
 * PUT /rest/api/app-user/password: the new password follows the registration rules; the answer is a new
 * token (loginResponse), and every token issued before it stops working.
 */
export const changePasswordPayload = z.object({
  currentPassword: requiredString(text.passwordRequired),
  newPassword: passwordRule(),
});
export type ChangePasswordPayload = z.infer<typeof changePasswordPayload>;

/** The confirm-password check of the register form (run when the field loses focus). */
export function confirmPasswordError(password: string, confirmPassword: string): string | undefined {
  return password === confirmPassword ? undefined : text.passwordsDoNotMatch;
}

/** Login has no rules beyond two strings. */
export const loginPayload = z.object({ username: z.string(), password: z.string() });
export type LoginPayload = z.infer<typeof loginPayload>;

export const loginResponse = z.object({ token: z.string() });
export type LoginResponse = z.infer<typeof loginResponse>;

export const verifyPayload = z.object({ token: z.string() });
export type VerifyPayload = z.infer<typeof verifyPayload>;

export const verifyResponse = z.object({ success: z.boolean() });
export type VerifyResponse = z.infer<typeof verifyResponse>;

/** A user as others see it; `color` is the avatar colour (a CSS colour string). */
export const user = z.object({ id, username: z.string(), color: z.string() });
export type User = z.infer<typeof user>;

/** GET /rest/api/app-user?userId=..&userId=.. */
export const appUsersQuery = z.object({
  userId: queryList(id),
});
export type AppUsersQuery = z.infer<typeof appUsersQuery>;

export const appUsersResponse = z.object({ users: z.array(user) });
export type AppUsersResponse = z.infer<typeof appUsersResponse>;

/**
 * Claims of a token. A user token (signed by identity) has `sub` the user id, `username`, `jti` (what a
 * logout revokes) and `iat`; a service token has `sub: 'service:<name>'` and `service: true`.
 */
export const tokenClaims = z.object({
  sub: z.string(),
  username: z.string().optional(),
  service: z.boolean().optional(),
  jti: z.string().optional(),
  iat: z.number().optional(),
  exp: z.number().optional(),
});
export type TokenClaims = z.infer<typeof tokenClaims>;

/**
 * GET /internal/revocations?since=<epoch ms>: revocations made since then. `asOf` is the time to ask
 * from next. Tokens are named by `jti` and kept until they expire; a user's `notBefore` (seconds) ends every
 * token issued before it and is kept until no such token can still be alive (`expiresAt`).
 */
export const revocationsQuery = z.object({ since: z.coerce.number().int().min(0).default(0) });
export type RevocationsQuery = z.infer<typeof revocationsQuery>;

export const revocationsResponse = z.object({
  asOf: z.number(),
  tokens: z.array(z.object({ tokenId: z.string(), expiresAt: z.number() })),
  users: z.array(z.object({ userId: z.string(), notBefore: z.number(), expiresAt: z.number() })),
});
export type RevocationsResponse = z.infer<typeof revocationsResponse>;

/**
 * The core NATS subject (outside the event stream: nothing is stored) on which identity announces each
 * revocation as it writes it, shaped as `revocationsResponse`; the revocation lists apply it at once.
 */
export const revocationsAnnounced = 'revocations.announced';
