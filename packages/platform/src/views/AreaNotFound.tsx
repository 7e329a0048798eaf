import { Button, EmptyState, Page, SearchIcon } from '@progression/ui';
// Through the package, not a relative path: this entry is bundled into each microfrontend, and
// navigation must be the one shared copy of the platform.
import { navigate } from '@progression/platform';

/** The 404 of a microfrontend: a path inside its area that none of its pages renders. */
export function AreaNotFound() {
  return (
    <Page title="Page not found">
      <EmptyState
        icon={<SearchIcon size={40} />}
        title="There is nothing at this address"
        action={<Button onClick={() => navigate('/games/overview')}>Go to my games</Button>}
      >
        It may have moved, or the link may be mistyped.
      </EmptyState>
    </Page>
  );
}
