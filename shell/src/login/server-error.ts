// The plain messages module: the package index brings zod, which login mode does without.
import { messages } from '@progression/contracts/messages';
import { ApiError, flash } from '@progression/platform';

/**
 * Shows a failed login or registration as an error flash: the server's `{message}` (400 with its field,
 * 409, 401). A 500 already showed "There was an error" through the API client.
 */
export function showServerError(error: unknown): void {
  if (error instanceof ApiError) {
    if (error.status !== 500) flash.error(error.serverMessage ?? messages.errors.generic);
    return;
  }
  flash.error(messages.errors.generic);
}
