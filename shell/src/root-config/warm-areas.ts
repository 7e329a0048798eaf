import { session } from '@progression/platform';
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

/** The user asked the browser to save data, or the connection is too slow to spend on code not asked for. */
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

/** The area a link inside the app leads to, if it leads to one. */
function areaOfLink(target: EventTarget | null, routes: readonly AreaRoute[]): string | undefined {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return undefined;
  return routeFor(link.pathname, routes)?.name;
}

/**
 * Loads each area's code before it is opened, so that moving to it waits only for its data: at once for
 * the area of a link the pointer rests on, that is focused or touched, and, once a person has used the
 * page and the area they opened has loaded, every other area one at a time while the browser is idle. Nothing is loaded for a signed-out
 * page, when the user saves data, or on a 2G connection; a page nobody uses (a crawler, an audit) loads
 * only what it shows. A load that fails here is left to the area's own load to report.
 */
export function warmAreas(
  routes: () => readonly AreaRoute[],
  /** Whether an area the user opened is still loading: its requests go first. */
  opening: () => boolean = () => false,
): () => void {
  if (sparesData()) return () => undefined;
  const onIntent = (event: Event) => {
    if (!session.isLoggedIn()) return;
    const name = areaOfLink(event.target, routes());
    if (name && !areaCodeAsked(name)) void warm(name);
  };
  for (const type of intentEvents)
    document.addEventListener(type, onIntent, { capture: true, passive: true });

  // Each area once: one that fails to load is not tried again in the background.
  const tried = new Set<string>();
  const warmRest = () => {
    if (opening()) {
      window.setTimeout(() => whenIdle(warmRest), 250);
      return;
    }
    const next = routes().find((route) => !tried.has(route.name) && !areaCodeAsked(route.name));
    if (!next) return;
    tried.add(next.name);
    void warm(next.name).then(() => whenIdle(warmRest));
  };
  const onPresence = () => {
    if (!session.isLoggedIn()) return;
    for (const type of presenceEvents) document.removeEventListener(type, onPresence, { capture: true });
    whenIdle(warmRest);
  };
  for (const type of presenceEvents)
    document.addEventListener(type, onPresence, { capture: true, passive: true });
  // Stops listening (the background loop ends with the areas it has left).
  return () => {
    for (const type of intentEvents) document.removeEventListener(type, onIntent, { capture: true });
    for (const type of presenceEvents) document.removeEventListener(type, onPresence, { capture: true });
    tried.clear();
    for (const route of routes()) tried.add(route.name);
  };
}
