import { navigateToUrl } from 'single-spa';

const navigationListeners = new Set<() => void>();

/** Goes to an app route through single-spa, so every microfrontend and the shell see the change. */
export function navigate(url: string): void {
  navigateToUrl(url);
  // single-spa reports a pushState as popstate only once started (it patches history then), and only
  // after its reroute: the platform's own listeners hear at once.
  navigationListeners.forEach((listener) => listener());
}

export function currentPath(): string {
  return window.location.pathname;
}

/**
 * Calls `onChange` after a change of the URL: a `navigate()` of any app, the browser's back and forward,
 * and (once single-spa has started) any app's own pushState, which single-spa turns into popstate.
 */
export function subscribeToLocation(onChange: () => void): () => void {
  navigationListeners.add(onChange);
  window.addEventListener('popstate', onChange);
  return () => {
    navigationListeners.delete(onChange);
    window.removeEventListener('popstate', onChange);
  };
}
