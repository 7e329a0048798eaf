import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

/**
 * A component whose code is fetched when it is first rendered, `fallback` standing in until it is in.
 *
 * Not React's `lazy` in a Suspense boundary: React holds a boundary that showed its fallback back for up
 * to 300 ms before revealing what it waited for. The load starts in the first render, as `lazy`'s does. A
 * failed load throws in render, to the nearest error boundary, as `lazy` would; the next mount loads again.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode,
): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  function LazyComponent(props: P) {
    // A component in state is set through a function: React would call the component itself.
    const [Loaded, setLoaded] = useState<ComponentType<P> | undefined>(() => loaded);
    const [failure, setFailure] = useState<{ error: unknown }>();
    // Asked for while rendering, not after the fallback's commit: nested splits load sooner.
    if (!Loaded) void start().catch(() => undefined);
    useEffect(() => {
      if (Loaded) return;
      let shown = true;
      start().then(
        (component) => shown && setLoaded(() => component),
        (error: unknown) => shown && setFailure({ error }),
      );
      return () => {
        shown = false;
      };
    }, [Loaded]);
    if (failure) throw failure.error;
    return Loaded ? <Loaded {...props} /> : fallback;
  }
  return LazyComponent;
}
