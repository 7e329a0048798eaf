// The plain constants module, not the package index (which brings zod) – see api.ts.
import { flashMessageLifetime } from '@progression/contracts/constants';
import { createState } from './state';

export type FlashType = 'error' | 'success' | 'info';

/** A message shown at the top of the page for `lifetime` ms from `shownAt`. */
export interface FlashMessage {
  id: number;
  type: FlashType;
  message: string;
  /** When the message was shown, or last shown again (an identical message restarts its timer). */
  shownAt: number;
  lifetime: number;
}

const messagesState = createState<readonly FlashMessage[]>([]);
const timers = new Map<number, ReturnType<typeof setTimeout>>();
let nextId = 1;

function close(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  messagesState.set(messagesState.get().filter((message) => message.id !== id));
}

function schedule(id: number, lifetime: number): void {
  clearTimeout(timers.get(id));
  timers.set(
    id,
    setTimeout(() => close(id), lifetime),
  );
}

function show(type: FlashType, message: string): FlashMessage {
  const now = Date.now();
  const current = messagesState.get();
  const same = current.find((shown) => shown.type === type && shown.message === message);
  const shown: FlashMessage = same
    ? { ...same, shownAt: now }
    : { id: nextId++, type, message, shownAt: now, lifetime: flashMessageLifetime };
  messagesState.set(same ? current.map((m) => (m.id === same.id ? shown : m)) : [...current, shown]);
  schedule(shown.id, shown.lifetime);
  return shown;
}

/** Milliseconds left before a message disappears (0 once it is due). */
export function remainingTime(message: FlashMessage, now = Date.now()): number {
  return Math.max(0, message.shownAt + message.lifetime - now);
}

/** Flash messages: shown for 5000 ms, closable; showing an identical message again restarts its timer. */
export const flash = {
  messages$: messagesState.value$,
  get: messagesState.get,
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  info: (message: string) => show('info', message),
  close,
  clear(): void {
    for (const message of messagesState.get()) close(message.id);
  },
  state: messagesState,
};
