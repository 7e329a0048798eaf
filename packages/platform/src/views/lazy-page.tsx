import { platformTexts } from '@progression/contracts/texts/platform';
import { Spinner, Stack } from '@progression/ui';
import { useEffect, useState, type ComponentType } from 'react';

/**
 * A page whose code is fetched when it is first shown, so an area's first page does not bring the code,
 * and the libraries, of all its other pages. A spinner stands in while it loads. (Fetching the other pages
 * once the area was idle was tried: moving to them was no faster, measured, as their data is what a first
 * visit waits for, and on a slow start the fetches fell inside the first load.)
 *
 * Not React's `lazy` in a Suspense boundary: React holds a boundary that showed its fallback back for up
 * to 300 ms before revealing the page, which made every first visit of such a page take at least that.
 * A page whose code failed to load throws in render, to the area's error boundary, as `lazy` would.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () =>
    (loading ??= load().then(
      (page) => (loaded = page),
      (error: unknown) => {
        // The next visit tries again.
        loading = undefined;
        throw error;
      },
    ));
  function LazyPage(props: P) {
    // A component in state is set through a function: React would call the component itself.
    const [Page, setPage] = useState<ComponentType<P> | undefined>(() => loaded);
    const [failure, setFailure] = useState<unknown>();
    useEffect(() => {
      if (Page) return;
      let shown = true;
      start().then(
        (page) => shown && setPage(() => page),
        (error: unknown) => shown && setFailure(() => error),
      );
      return () => {
        shown = false;
      };
    }, [Page]);
    if (failure !== undefined) throw failure;
    if (Page) return <Page {...props} />;
    return (
      <Stack $align="center">
        <Spinner label={platformTexts.loading(platformTexts.thePage)} size={32} />
      </Stack>
    );
  }
  return LazyPage;
}
