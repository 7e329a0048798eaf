import { subscribeToLocation } from '@progression/platform';

let navigated = false;

/**
 * Notes, from the page's start, whether the address has changed inside the app since the page loaded (a
 * login, a link), so the layout can tell a page the visitor moved to from the one the browser opened.
 */
export function noteInAppNavigation(): void {
  subscribeToLocation(() => {
    navigated = true;
  });
}

/** Whether the address changed inside the app since the page loaded. */
export const hasNavigatedInApp = (): boolean => navigated;
