import { platformTexts } from '@progression/contracts/texts/platform';
import { Spinner, Stack } from '@progression/ui';
import { lazy, Suspense, type ComponentType } from 'react';

/** After an area's code has loaded, how long its other pages wait before they are fetched in the background. */
const prefetchDelayMs = 3000;
const loaders: Array<() => Promise<unknown>> = [];
let prefetchScheduled = false;

/**
 * The other pages are fetched once the page that opened is long shown and the browser is idle, so moving
 * to them later does not wait for their code, and the first page does not wait for it either.
 */
function schedulePrefetch(): void {
  if (prefetchScheduled || typeof window === 'undefined') return;
  prefetchScheduled = true;
  const whenIdle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 0));
  window.setTimeout(
    () => whenIdle(() => loaders.forEach((load) => void load().catch(() => undefined))),
    prefetchDelayMs,
  );
}

/**
 * A page whose code is fetched when it is first shown (or once the area is idle), so an area's first page
 * does not bring the code, and the libraries, of all its other pages. A spinner stands in while it loads.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  loaders.push(load);
  schedulePrefetch();
  const Loaded = lazy(async () => ({ default: await load() }));
  function LazyPage(props: P) {
    return (
      <Suspense
        fallback={
          <Stack $align="center">
            <Spinner label={platformTexts.loading(platformTexts.thePage)} size={32} />
          </Stack>
        }
      >
        <Loaded {...props} />
      </Suspense>
    );
  }
  return LazyPage;
}
