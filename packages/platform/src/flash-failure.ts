// The plain messages module, not the package index: the index brings zod, which the login page can do without.
import { messages } from '@progression/contracts/messages';
import { ApiError } from './api-error';
import { flash } from './flash';

/**
 * Tells the user why a call failed: the service's own message for a refusal (4xx). A 500 is already
 * announced by the API client, and a 401 sends the user to the login page.
 */
export function flashFailure(error: unknown): void {
  if (error instanceof ApiError) {
    if (error.status === 401 || error.status === 500) return;
    flash.error(error.serverMessage ?? messages.errors.generic);
    return;
  }
  flash.error(messages.errors.generic);
}
