import { messages } from '@progression/contracts';
import { ApiError, flash } from '@progression/platform';

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
