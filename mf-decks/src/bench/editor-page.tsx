// The bench's page: the deck editor as the area renders it, over a generated 10,000-card collection.
import { renderStandalone } from '@progression/platform/standalone';
import App from '../App';
import { benchFetch } from './bench-data';

declare global {
  interface Window {
    benchFirstRender?: number;
  }
}

window.fetch = benchFetch;
// First render: the full deck drawn (60 + 15) and the collection's first page beside it.
new MutationObserver((_changes, observer) => {
  const slots = document.querySelectorAll('[aria-label="Main Deck"] li, [aria-label="Extra Deck"] li').length;
  const tiles = document.querySelectorAll('[aria-label="Collection cards"] li').length;
  if (slots >= 75 && tiles >= 100) {
    window.benchFirstRender = performance.now();
    observer.disconnect();
  }
}).observe(document.documentElement, { subtree: true, childList: true });
renderStandalone(App);
