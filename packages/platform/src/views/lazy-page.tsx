import { platformTexts } from '@progression/contracts/texts/platform';
import { Spinner, Stack } from '@progression/ui';
import type { ComponentType } from 'react';
import { lazyComponent } from '@progression/platform';

/**
 * A page whose code is fetched when it is first shown, so an area's first page does not bring the code,
 * and the libraries, of all its other pages. A spinner stands in while it loads, and the page shows as
 * soon as its code is in (see lazyComponent). (Fetching the other pages once the area was idle was tried:
 * moving to them was no faster, measured, as their data is what a first visit waits for, and on a slow
 * start the fetches fell inside the first load.)
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return lazyComponent(
    load,
    <Stack $align="center">
      <Spinner label={platformTexts.loading(platformTexts.thePage)} size={32} />
    </Stack>,
  );
}
