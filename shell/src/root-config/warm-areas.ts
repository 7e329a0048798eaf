import { session } from '@progression/platform';
import { appStatuses } from './app-status';
import { areaCodeAsked, areaLifecycles } from './area-code';
import { routeFor, type AreaRoute } from './routes';

/** Events that show a person is at the page: from the first, the other areas' code loads in idle time. */
const presenceEvents = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'wheel'] as const;
/** Events that show where the person is about to go: a link under the pointer, focused or touched. */
const intentEvents = ['pointerover', 'focusin', 'touchstart'] as const;

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * The user asked the browser to save data, or the connection is too slow to spend on code not asked for
 * (read once, when the page starts).
 */
function sparesData(): boolean {
  const connection = (navigator as { connection?: NetworkInformation }).connection;
  return connection?.saveData === true || /(^|-)2g$/.test(connection?.effectiveType ?? '');
}

const whenIdle = (work: () => void) =>
  typeof window.requestIdleCallback === 'function'
    ? window.requestIdleCallback(work, { timeout: 2000 })
    : window.setTimeout(work, 200);

/** An area's lifecycles with the platform's `preload` (createLifecycles): its code run, nothing mounted. */
type Preloadable = { preload?: () => Promise<void> };

/** Loads an area's lifecycles, then the code its first mount needs; resolves either way. */
const warm = (name: string): Promise<void> =>
  areaLifecycles(name)
    .then((lifecycles) => (lifecycles as Preloadable).preload?.())
    .catch(() => undefined);

/**
 * The design system's parts fetched when first needed (the Radix menus, dialogs, selects and previews;
 * see `packages/ui/src/radix/load.ts`), so that the first menu or dialog a person opens is there at once.
 * Imported here, not at the top: the sign-in page does not load the design system's index.
 */
const warmDesignSystem = (): Promise<void> =>
  import('@progression/ui').then((ui) => ui.preloadRadix()).then(
    () => undefined,
    () => undefined,
  );

/** The area of a same-origin link, if it leads to one. */
function areaOfLink(link: Element | null, routes: readonly AreaRoute[]): string | undefined {
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return undefined;
  return routeFor(link.pathname, routes)?.name;
}

/** An area that failed is the user's to retry (its retry reads a fresh manifest): never loaded from here. */
const failed = (name: string) => appStatuses.get()[name]?.state === 'error';

/** Whether the area of the page the user is on is still loading: its requests go first. */
function openingHere(routes: readonly AreaRoute[]): boolean {
  const here = routeFor(window.location.pathname, routes);
  return here !== undefined && appStatuses.get()[here.name]?.state === 'loading';
}

/**
 * Loads each area's code before it is opened, so that moving to it waits only for its data: at once for
 * the area of a link the pointer rests on, that is focused or touched, and, once a person has used the
 * page and the area they are on has loaded, in idle time first the design system's deferred parts, then
 * one at a time every area the page links to (so the admin area only for a game's admins). Nothing is loaded for a signed-out page, when the user saves
 * data, or on a 2G connection; a page nobody uses (a crawler, an audit) loads only what it shows. A load
 * that fails here is left to the area's own load to report. Returns a function that stops it all.
 */
export function warmAreas(routes: () => readonly AreaRoute[]): () => void {
  if (sparesData()) return () => undefined;
  let stopped = false;

  const onIntent = (event: Event) => {
    if (!session.isLoggedIn()) return;
    const target = event.target instanceof Element ? event.target.closest('a[href]') : null;
    const name = areaOfLink(target, routes());
    if (name && !areaCodeAsked(name) && !failed(name)) void warm(name);
  };

  // Each area once: one that fails to load is not tried again in the background.
  const tried = new Set<string>();
  let designSystemWarmed = false;
  const warmRest = () => {
    if (stopped) return;
    // Signed out meanwhile (no reload): wait for the next person after the next sign-in.
    if (!session.isLoggedIn()) return listenForPresence();
    if (openingHere(routes())) {
      window.setTimeout(() => whenIdle(warmRest), 250);
      return;
    }
    if (!designSystemWarmed) {
      designSystemWarmed = true;
      void warmDesignSystem().then(() => whenIdle(warmRest));
      return;
    }
    const linked = new Set(
      [...document.querySelectorAll('a[href]')].map((link) => areaOfLink(link, routes())),
    );
    const next = routes().find(
      (route) =>
        linked.has(route.name) && !tried.has(route.name) && !areaCodeAsked(route.name) && !failed(route.name),
    );
    if (!next) return;
    tried.add(next.name);
    void warm(next.name).then(() => whenIdle(warmRest));
  };

  const onPresence = () => {
    if (!session.isLoggedIn()) return;
    for (const type of presenceEvents) document.removeEventListener(type, onPresence, { capture: true });
    whenIdle(warmRest);
  };
  const listenForPresence = () => {
    for (const type of presenceEvents)
      document.addEventListener(type, onPresence, { capture: true, passive: true });
  };

  for (const type of intentEvents)
    document.addEventListener(type, onIntent, { capture: true, passive: true });
  listenForPresence();
  return () => {
    stopped = true;
    for (const type of intentEvents) document.removeEventListener(type, onIntent, { capture: true });
    for (const type of presenceEvents) document.removeEventListener(type, onPresence, { capture: true });
  };
}
