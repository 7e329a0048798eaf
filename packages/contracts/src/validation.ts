import type { z } from 'zod';

/** Field path (dot-joined) to the message of the first broken rule of that field. */
export type FieldErrors = Record<string, string>;

/**
 * Turns a zod error into `{field: message}`, keeping only the first issue of each field, which is the first
 * rule the schema checks for it (rules abort on failure, so later ones never report). Issues without a path
 * are kept under the empty key.
 */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.');
    if (!(field in errors)) errors[field] = issue.message;
  }
  return errors;
}
