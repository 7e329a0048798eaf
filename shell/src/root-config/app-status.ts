import { createState } from '@progression/platform';

/** Where a microfrontend is in its life: fetching its code, shown, or failed (with the reason). */
export type AppStatus = { state: 'loading' } | { state: 'ready' } | { state: 'error'; message: string };

const statuses = createState<Readonly<Record<string, AppStatus>>>({});

/** The status of every microfrontend the shell has tried to show, by name. */
export const appStatuses = statuses;

export function setAppStatus(name: string, status: AppStatus): void {
  statuses.set({ ...statuses.get(), [name]: status });
}
