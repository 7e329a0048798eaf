import { z } from 'zod';
import { limits } from './constants';
import { messages } from './messages';
import { id, queryList } from './primitives';

const text = messages.auth;

/** A string field whose absence (missing, not a string, or empty) reports `required`. */
const requiredString = (required: string) =>
  z.string({ error: required }).min(1, { error: required, abort: true });

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
    .regex(/^.+@.+$/s, { error: text.emailInvalid, abort: true }),
  password: requiredString(text.passwordRequired)
    .min(limits.password.min, { error: text.passwordTooShort, abort: true })
    .max(limits.password.max, { error: text.passwordTooLong, abort: true }),
});
export type RegisterPayload = z.infer<typeof registerPayload>;

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

/** Claims of the JWT identity signs: `sub` is the user id. Service tokens carry `service: true`. */
export const tokenClaims = z.object({
  sub: z.string(),
  username: z.string().optional(),
  service: z.boolean().optional(),
});
export type TokenClaims = z.infer<typeof tokenClaims>;
