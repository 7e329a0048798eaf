import { useEffect, useState } from 'react';

/** A promise that says whether it has settled. */
type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

export interface DeferredModule<T> {
  /** Starts fetching the module (once; again after a failed fetch). */
  preload(): Promise<T>;
  /** The module if it has arrived, else undefined. */
  loaded(): T | undefined;
}

/**
 * A module of the design system fetched the first time a screen needs it rather than with the first
 * load. The Radix primitives behind menus, dialogs, selects and previews are 41 KB gzip, and the first
 * page a player sees opens none of them; each component loads its part when it is first shown or opened.
 */
export function deferredModule<T>(load: () => Promise<T>): DeferredModule<T> {
  let current: Tracked<T> | undefined;
  const preload = (): Tracked<T> => {
    if (current) return current;
    const promise: Tracked<T> = load();
    promise.status = 'pending';
    promise.then(
      (value) => {
        promise.status = 'fulfilled';
        promise.value = value;
      },
      (reason: unknown) => {
        promise.status = 'rejected';
        promise.reason = reason;
        // A fetch that failed (the network dropped) is tried again the next time it is needed.
        if (current === promise) current = undefined;
      },
    );
    current = promise;
    return promise;
  };
  return {
    preload,
    loaded: () => (current?.status === 'fulfilled' ? current.value : undefined),
  };
}

/**
 * The module in a component: undefined on the renders before it arrives (the component draws its stand-in),
 * then the module. `wanted` false asks for nothing yet (a menu until its trigger is pressed). Not React's
 * `lazy` in a Suspense boundary: React holds a boundary that showed its fallback back for up to 300 ms
 * before revealing what it waited for, and a menu would open that much later. A fetch that fails leaves the
 * stand-in (a part is never worth the page): the next render that wants it fetches it again.
 */
export function useDeferredModule<T>(part: DeferredModule<T>, wanted = true): T | undefined {
  // A module in state is set through a function: React would call a function given as the state itself.
  const [module, setModule] = useState<T | undefined>(() => part.loaded());
  // Asked for while rendering, not after the stand-in's commit; the same promise until a fetch fails.
  const pending = !module && wanted ? part.preload() : undefined;
  useEffect(() => {
    if (!pending) return;
    let shown = true;
    pending.then(
      (arrived) => shown && setModule(() => arrived),
      () => undefined,
    );
    return () => {
      shown = false;
    };
  }, [pending]);
  return module;
}

export const radixMenu = deferredModule(() => import('./Menu'));
export const radixDialog = deferredModule(() => import('./Dialog'));
export const radixDrawer = deferredModule(() => import('./Drawer'));
export const radixSelect = deferredModule(() => import('./Select'));
export const radixTooltip = deferredModule(() => import('./Tooltip'));
export const radixHoverPreview = deferredModule(() => import('./HoverPreview'));

/** Fetches every deferred part at once (component tests, which render synchronously, call it first). */
export function preloadRadix(): Promise<unknown> {
  return Promise.all(
    [radixMenu, radixDialog, radixDrawer, radixSelect, radixTooltip, radixHoverPreview].map((part) =>
      part.preload(),
    ),
  );
}
