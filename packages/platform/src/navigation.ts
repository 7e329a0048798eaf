import { navigateToUrl } from 'single-spa';

/** Goes to an app route through single-spa, so every microfrontend and the shell see the change. */
export function navigate(url: string): void {
  navigateToUrl(url);
}

export function currentPath(): string {
  return window.location.pathname;
}
