import { navigate } from '@progression/platform';
import { Button, EmptyState, Page } from '@progression/ui';

/** A path under this area that has no page. */
export function NotFound() {
  return (
    <Page title="Page not found" as="div">
      <EmptyState
        title="There is nothing at this address"
        action={<Button onClick={() => navigate('/games/overview')}>Go to my games</Button>}
      />
    </Page>
  );
}
