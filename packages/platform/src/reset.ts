import { flash } from './flash';
import { selectedGame } from './selected-game';

type ResetListener = () => void;
const listeners = new Set<ResetListener>();

/** Lets a microfrontend clear its own caches when the stored state is reset (e.g. a query client). */
export function onReset(listener: ResetListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Clears every state kept for the previous user (selected game, flash messages, the caches registered with
 * `onReset`); the session token is left to the caller, who has just stored the new one. The theme is a
 * preference of the browser, not of a user's session, so it stays.
 */
export function resetState(): void {
  selectedGame.clear();
  flash.clear();
  for (const listener of listeners) listener();
}
